/**
 * "server" messages, part 3 (merged in ./server.ts): the cart, checkout and delivery answers, placing orders,
 * stock, payment reports and the order status rules (worker/domains/orders/shared/status.ts). English exactly as
 * the services and schemas write it (see ./server-common.ts).
 */
import type { MessageTexts } from "../define";

export default {
  // ---- Cart and checkout ----
  "server.cart.noSuchPack": { en: "{product} has no such pack (variantId {variantId})", te: "{product} కి అలాంటి ప్యాక్ లేదు (variantId {variantId})" },
  "server.cart.notInCart": { en: "That product is not in your cart", te: "ఆ ప్రొడక్ట్ మీ కార్ట్‌లో లేదు" },
  "server.cart.productNotFound": { en: "Product not found", te: "ప్రొడక్ట్ కనబడలేదు" },
  "server.cart.selectOne": { en: "Please select at least one product", te: "దయచేసి కనీసం ఒక ప్రొడక్ట్ ఎంచుకోండి" },
  "server.cart.productIdRequired": { en: "productId is required", te: "ప్రొడక్ట్ (productId) తప్పనిసరి" },
  "server.cart.productIdInvalid": { en: "productId is invalid", te: "ప్రొడక్ట్ (productId) సరైనది కాదు" },
  "server.cart.variantIdInvalid": { en: "variantId is invalid", te: "ప్యాక్ (variantId) సరైనది కాదు" },
  "server.cart.quantityWhole": { en: "quantity must be a whole number", te: "సంఖ్య (quantity) పూర్ణ సంఖ్యగా ఉండాలి" },
  "server.cart.quantityNegative": { en: "quantity cannot be negative", te: "సంఖ్య (quantity) మైనస్‌లో ఉండకూడదు" },
  "server.cart.quantityMax": { en: "quantity can be at most {max}", te: "సంఖ్య (quantity) గరిష్ఠంగా {max} ఉండవచ్చు" },
  "server.cart.guestFull": {
    en: "Your cart holds {max} different packs, the most it can: please sign in to add more",
    te: "మీ కార్ట్‌లో ఇప్పటికే {max} రకాల ప్యాక్‌లు ఉన్నాయి, ఇంతకంటే పట్టవు: ఇంకా కలపాలంటే దయచేసి సైన్ ఇన్ చేయండి",
  },
  "server.checkout.notServedAt": { en: "{reason} ({pincode})", te: "{reason} (పిన్‌కోడ్ {pincode})" },

  // ---- Delivery: the pincode check and where the shop delivers ----
  "server.delivery.notServed": { en: "We do not deliver to this pincode yet", te: "ఈ పిన్‌కోడ్‌కు మేము ఇంకా డెలివరీ చేయడం లేదు" },
  "server.delivery.codOff": { en: "Cash on delivery is not offered", te: "క్యాష్ ఆన్ డెలివరీ అందుబాటులో లేదు" },
  "server.delivery.codNotHere": { en: "Cash on delivery is not available for this pincode", te: "ఈ పిన్‌కోడ్‌కు క్యాష్ ఆన్ డెలివరీ లేదు" },
  "server.delivery.codUpTo": { en: "Cash on delivery is available for orders up to ₹{max}", te: "₹{max} వరకు ఉన్న ఆర్డర్లకు మాత్రమే క్యాష్ ఆన్ డెలివరీ ఉంది" },
  "server.delivery.armyPostal": {
    en: "We cannot deliver to Army Postal Service (APS/FPO) pincodes: please give a civilian address",
    te: "ఆర్మీ పోస్టల్ సర్వీస్ (APS/FPO) పిన్‌కోడ్‌లకు డెలివరీ చేయలేం: దయచేసి సాధారణ అడ్రస్ ఇవ్వండి",
  },
  "server.delivery.pincodeFormat": { en: "Pincode must be 6 digits and cannot start with 0", te: "పిన్‌కోడ్ 6 అంకెలు ఉండాలి, 0 తో మొదలవకూడదు" },
  "server.delivery.pincodeUnknown": { en: "Pincode {pincode} is not an Indian PIN code area: please check it", te: "{pincode} భారతదేశంలోని పిన్‌కోడ్ కాదు: దయచేసి సరిచూసుకోండి" },
  "server.delivery.stateUnknown": {
    en: "State must be one of India''s states or union territories (not \"{typed}\")",
    te: "రాష్ట్రం భారతదేశంలోని రాష్ట్రం లేదా కేంద్రపాలిత ప్రాంతం అయి ఉండాలి (\"{typed}\" కాదు)",
  },
  "server.delivery.stateMismatch": {
    en: "Pincode {pincode} is in {states}, not {state}: please check the pincode and the state",
    te: "పిన్‌కోడ్ {pincode} {states}లో ఉంది, {state}లో కాదు: దయచేసి పిన్‌కోడ్, రాష్ట్రం సరిచూసుకోండి",
  },
  "server.delivery.productNotFound": { en: "{product} has no packs for sale", te: "{product} ప్యాక్‌లు ఏవీ అమ్మకానికి లేవు" },
  "server.delivery.needsProduct": { en: "variantId and quantity need a productId", te: "variantId, quantity తో పాటు productId కూడా ఇవ్వాలి" },
  "server.delivery.productIdEmpty": { en: "productId must not be empty", te: "ప్రొడక్ట్ (productId) ఖాళీగా ఉండకూడదు" },
  "server.delivery.deliversIn": { en: "Delivers to {pincode} in {days}, {fee}", te: "{pincode} కి {days} డెలివరీ, {fee}" },
  "server.delivery.delivers": { en: "Delivers to {pincode}, {fee}", te: "{pincode} కి డెలివరీ చేస్తాం, {fee}" },
  "server.delivery.freeAbove": { en: "{quote}. Free delivery on orders of {amount} or more", te: "{quote}. {amount} లేదా అంతకంటే ఎక్కువ ఆర్డర్లకు డెలివరీ ఉచితం" },
  "server.delivery.free": { en: "free", te: "ఉచితం" },
  "server.delivery.oneDay": { en: "1 day", te: "1 రోజులో" },
  "server.delivery.days": { en: "{days} days", te: "{days} రోజుల్లో" },
  "server.delivery.dayRange": { en: "{min}–{max} days", te: "{min}–{max} రోజుల్లో" },

  // ---- Placing an order ----
  // Issue 31: an account with no address (made by phone sign-in), the receiver, the checkout form's saved address.
  "server.order.noAddress": { en: "Please add a delivery address", te: "దయచేసి డెలివరీ అడ్రస్ ఇవ్వండి" },
  "server.order.recipientNameNeeded": {
    en: "Please give the name of the person who receives the parcel (deliveryAddress.name)",
    te: "దయచేసి పార్సెల్ అందుకునే వారి పేరు ఇవ్వండి (deliveryAddress.name)",
  },
  "server.order.recipientPhoneInvalid": {
    en: "Recipient phone (phoneNumber) must be a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9)",
    te: "అందుకునే వారి ఫోన్ (phoneNumber) 10 అంకెల భారతీయ మొబైల్ నంబర్ అయి ఉండాలి (6, 7, 8 లేదా 9 తో మొదలవుతుంది)",
  },
  "server.order.savedAddressGone": {
    en: "That saved address is no longer in your list: please choose another",
    te: "ఆ అడ్రస్ ఇప్పుడు మీ జాబితాలో లేదు: దయచేసి వేరేది ఎంచుకోండి",
  },
  "server.order.keyReused": {
    en: "This Idempotency-Key was already used for a different order (other products or quantities). Send a new key for a new order.",
    te: "ఈ Idempotency-Key ఇప్పటికే వేరే ఆర్డర్‌కు (వేరే ప్రొడక్ట్స్ లేదా సంఖ్యలు) వాడారు. కొత్త ఆర్డర్‌కు కొత్త కీ పంపండి.",
  },
  "server.order.unavailable": { en: "These products are no longer available: {names}", te: "ఈ ప్రొడక్ట్స్ ఇప్పుడు అందుబాటులో లేవు: {names}" },
  "server.order.packRemoved": {
    en: "{product} has no such pack (variantId {variantId}): it may have been removed",
    te: "{product} కి అలాంటి ప్యాక్ లేదు (variantId {variantId}): దాన్ని తీసేసి ఉండవచ్చు",
  },
  "server.order.quantityOfMax": { en: "Quantity of {pack} can be at most {max}", te: "{pack} సంఖ్య గరిష్ఠంగా {max} ఉండవచ్చు" },
  "server.order.stockChanged": {
    en: "Stock changed while your order was being placed. Please try again.",
    te: "మీ ఆర్డర్ ప్లేస్ అవుతుండగా స్టాక్ మారింది. దయచేసి మళ్ళీ ప్రయత్నించండి.",
  },
  "server.order.businessNameNeeded": {
    en: "Give the business name the invoice is made out to (businessName) with the GSTIN",
    te: "GSTIN తో పాటు ఇన్వాయిస్ ఏ వ్యాపారం పేరు మీద ఉండాలో (businessName) ఇవ్వండి",
  },
  "server.order.notFound": { en: "Order not found", te: "ఆర్డర్ కనబడలేదు" },
  "server.order.ordersNotFound": { en: "Orders not found", te: "ఆర్డర్లు కనబడలేదు" },
  "server.order.productIdNeeded": { en: "Each product needs a productId", te: "ప్రతి ప్రొడక్ట్‌కు productId ఉండాలి" },
  "server.order.productIdText": { en: "productId must be an id (text)", te: "productId ఒక id (టెక్స్ట్) గా ఉండాలి" },
  "server.order.lineObject": { en: "Each product must be an object with productId and quantity", te: "ప్రతి ప్రొడక్ట్‌కు productId, quantity ఉండాలి" },
  "server.order.productsList": { en: "products must be a list of '{' productId, quantity '}'", te: "products అనేది '{' productId, quantity '}' ల జాబితాగా ఉండాలి" },
  "server.order.maxLines": { en: "An order can have at most {max} products", te: "ఒక ఆర్డర్‌లో గరిష్ఠంగా {max} ప్రొడక్ట్స్ ఉండవచ్చు" },
  "server.order.business": { en: "Business {problem}", te: "వ్యాపారం {problem}" },
  "server.order.businessNameEmpty": { en: "Business name must not be empty", te: "వ్యాపారం పేరు ఖాళీగా ఉండకూడదు" },
  "server.order.businessNameLong": { en: "Business name can be at most 200 characters", te: "వ్యాపారం పేరు 200 అక్షరాలకు మించకూడదు" },
  "server.order.gstinLength": { en: "GSTIN must be 15 characters", te: "GSTIN 15 అక్షరాలు ఉండాలి" },
  "server.order.gstinFormat": { en: "GSTIN is not in the GSTIN format (e.g. 27AAPFU0939F1ZV)", te: "GSTIN సరైన రూపంలో లేదు (ఉదా. 27AAPFU0939F1ZV)" },
  "server.order.gstinState": { en: "GSTIN starts with {code}, which is no state''s GST code", te: "GSTIN {code} తో మొదలవుతోంది, అది ఏ రాష్ట్రం GST కోడ్ కాదు" },
  "server.order.gstinCheck": { en: "GSTIN check character does not match: check the number", te: "GSTIN చివరి చెక్ అక్షరం సరిపోలడం లేదు: నంబర్ సరిచూసుకోండి" },

  // ---- Payment reports and order changes ----
  "server.payment.utrRule": {
    en: "Transaction ID (transactionId) must be the 12-digit UPI reference (UTR) from your payment app",
    te: "ట్రాన్సాక్షన్ ID (transactionId) మీ పేమెంట్ యాప్‌లోని 12 అంకెల UPI రిఫరెన్స్ (UTR) అయి ఉండాలి",
  },
  "server.payment.amountCeiling": {
    en: "Amount paid (amountPaid) can be at most {limit}, {times} times the bill of {bill}",
    te: "చెల్లించిన మొత్తం (amountPaid) గరిష్ఠంగా {limit} ఉండవచ్చు, అంటే {bill} బిల్లుకు {times} రెట్లు",
  },
  "server.payment.utrTaken": { en: "This transaction ID has already been used for another order", te: "ఈ ట్రాన్సాక్షన్ ID ఇప్పటికే వేరే ఆర్డర్‌కు వాడారు" },
  "server.payment.creditTaken": {
    en: "This statement line is already the evidence of another order''s payment",
    te: "ఈ స్టేట్‌మెంట్ లైన్ ఇప్పటికే వేరే ఆర్డర్ చెల్లింపుకు రుజువుగా ఉంది",
  },
  "server.order.adminOnly": { en: "Only an admin can make this change", te: "ఈ మార్పు అడ్మిన్ మాత్రమే చేయగలరు" },
  "server.order.customerOnly": {
    en: "Only the customer who placed the order can report its payment",
    te: "ఆర్డర్ చేసిన కస్టమర్ మాత్రమే దాని చెల్లింపు వివరాలు ఇవ్వగలరు",
  },
  "server.order.changedMeanwhile": {
    en: "The order was changed by someone else just now. Please reload and try again.",
    te: "ఈ ఆర్డర్‌ను ఇప్పుడే మరొకరు మార్చారు. దయచేసి పేజీని మళ్ళీ లోడ్ చేసి ప్రయత్నించండి.",
  },
  "server.order.needsStatementLine": {
    en: "\"{action}\" needs a bank statement line as evidence: use the Payments page",
    te: "\"{action}\" కి బ్యాంక్ స్టేట్‌మెంట్ లైన్ రుజువుగా కావాలి: Payments పేజీ వాడండి",
  },
  "server.order.noStatementLine": { en: "\"{action}\" takes no bank statement line", te: "\"{action}\" కి బ్యాంక్ స్టేట్‌మెంట్ లైన్ అవసరం లేదు" },
  "server.order.lineNotFound": { en: "That statement line was not found", te: "ఆ స్టేట్‌మెంట్ లైన్ కనబడలేదు" },
  "server.order.eitherReportOrChange": {
    en: "Send either a payment report (amountPaid, transactionId) or one status change",
    te: "చెల్లింపు వివరాలు (amountPaid, transactionId) గానీ, ఒక స్థితి మార్పు గానీ పంపండి",
  },
  "server.order.format": { en: "format must be \"pdf\" or \"json\"", te: "format \"pdf\" లేదా \"json\" అయి ఉండాలి" },
  "server.order.unknownAction": { en: "Unknown order action", te: "తెలియని ఆర్డర్ చర్య" },
  "server.order.confirmUnderpaidFlag": { en: "confirmUnderpaid must be true or false", te: "confirmUnderpaid true లేదా false గా ఉండాలి" },
  "server.order.confirmCashFlag": { en: "confirmCashDifference must be true or false", te: "confirmCashDifference true లేదా false గా ఉండాలి" },
  "server.order.trackingUrl": { en: "Tracking URL must be a web address (https://…)", te: "ట్రాకింగ్ URL వెబ్ అడ్రస్ అయి ఉండాలి (https://…)" },
  "server.order.confirmationNeeded": { en: "{reason}. {howToConfirm}", te: "{reason}. {howToConfirm}" },
  "server.amount.paidOfBill": { en: "{paid} paid of a bill of {bill}", te: "{bill} బిల్లులో {paid} చెల్లించారు" },
  "server.amount.mismatchBy": { en: "{mismatch} by {difference} ({amounts})", te: "{mismatch}: {difference} తేడా ({amounts})" },
  "server.amount.underpaid": { en: "underpaid", te: "తక్కువ చెల్లించారు" },
  "server.amount.overpaid": { en: "overpaid", te: "ఎక్కువ చెల్లించారు" },
  "server.amount.orderIs": { en: "This order is {mismatch}", te: "ఈ ఆర్డర్‌కు {mismatch}" },
  "server.amount.cashNotBill": { en: "The cash collected is not the bill: {mismatch}", te: "వసూలు చేసిన నగదు బిల్లుకు సమానం కాదు: {mismatch}" },
  "server.amount.verifyAnyway": {
    en: "To verify it anyway, send '{'\"paymentStatus\": \"verified\", \"confirmUnderpaid\": true'}'.",
    te: "అయినా వెరిఫై చేయాలంటే '{'\"paymentStatus\": \"verified\", \"confirmUnderpaid\": true'}' పంపండి.",
  },
  "server.amount.recordAnyway": {
    en: "To record it anyway, send the same body with \"confirmCashDifference\": true.",
    te: "అయినా నమోదు చేయాలంటే అదే వివరాలతో పాటు \"confirmCashDifference\": true పంపండి.",
  },

  // ---- The order status rules (worker/domains/orders/shared/status.ts) ----
  "server.rule.pay": {
    en: "Payment can only be reported for an order whose payment is pending and that is not a wrong, cancelled or returned order",
    te: "చెల్లింపు పెండింగ్‌లో ఉన్న ఆర్డర్‌కు మాత్రమే చెల్లింపు వివరాలు ఇవ్వగలరు; తప్పు, రద్దయిన, లేదా తిరిగి వచ్చిన ఆర్డర్‌కు కాదు",
  },
  "server.rule.verify": { en: "Only a payment the customer has reported (done) can be verified", te: "కస్టమర్ తెలిపిన (done) చెల్లింపును మాత్రమే వెరిఫై చేయగలం" },
  "server.rule.receive": {
    en: "A payment can be recorded from the bank statement only for an order whose payment is pending and that is not a wrong, cancelled or returned order",
    te: "చెల్లింపు పెండింగ్‌లో ఉన్న ఆర్డర్‌కు మాత్రమే బ్యాంక్ స్టేట్‌మెంట్ నుండి చెల్లింపు నమోదు చేయగలం; తప్పు, రద్దయిన, లేదా తిరిగి వచ్చిన ఆర్డర్‌కు కాదు",
  },
  "server.rule.fake": {
    en: "Only a payment the customer has reported (done, or still to check on a cancelled order) can be marked fake",
    te: "కస్టమర్ తెలిపిన చెల్లింపును మాత్రమే (done, లేదా రద్దయిన ఆర్డర్‌పై ఇంకా చూడాల్సినది) నకిలీగా గుర్తించగలం",
  },
  "server.rule.ship": {
    en: "An order can be shipped only when it is not yet delivered and its payment is verified or it is cash on delivery",
    te: "ఇంకా డెలివరీ కాని, చెల్లింపు వెరిఫై అయిన లేదా క్యాష్ ఆన్ డెలివరీ ఆర్డర్‌ను మాత్రమే పంపగలం",
  },
  // Issue 32: a cash-on-delivery order waits for its customer's confirmation before it ships
  "server.cod.awaitingShip": {
    en: "This cash-on-delivery order is awaiting the customer's confirmation and cannot be shipped until the customer or an admin confirms it",
    te: "ఈ క్యాష్ ఆన్ డెలివరీ ఆర్డర్ కస్టమర్ ధృవీకరణ కోసం ఎదురుచూస్తోంది. కస్టమర్ గానీ అడ్మిన్ గానీ ధృవీకరించే వరకు పంపలేం",
  },
  "server.cod.expiredShip": {
    en: "This cash-on-delivery order was never confirmed by the customer (its confirmation expired) and cannot be shipped",
    te: "ఈ క్యాష్ ఆన్ డెలివరీ ఆర్డర్‌ని కస్టమర్ ధృవీకరించలేదు (ధృవీకరణ గడువు ముగిసింది), కాబట్టి పంపలేం",
  },
  // Issue 32: a cash-on-delivery order's advance by UPI
  "server.advance.dueShip": {
    en: "This cash-on-delivery order needs its advance paid by UPI first and cannot be shipped until the advance is verified",
    te: "ఈ క్యాష్ ఆన్ డెలివరీ ఆర్డర్‌కి ముందు UPI ద్వారా అడ్వాన్స్ కట్టాలి; అడ్వాన్స్ వెరిఫై అయ్యే వరకు పంపలేం",
  },
  "server.advance.reportedShip": {
    en: "This cash-on-delivery order's advance has been reported but not verified yet: verify it from the bank statement before shipping",
    te: "ఈ క్యాష్ ఆన్ డెలివరీ ఆర్డర్ అడ్వాన్స్ కట్టినట్టు చెప్పారు కానీ ఇంకా వెరిఫై కాలేదు: పంపే ముందు బ్యాంక్ స్టేట్‌మెంట్‌లో చూసి వెరిఫై చేయండి",
  },
  "server.advance.notReported": {
    en: "No advance has been reported for this order yet: verify it from its bank statement line on the Payments page, or wait for the customer's UTR",
    te: "ఈ ఆర్డర్‌కి ఇంకా అడ్వాన్స్ కట్టినట్టు ఎవరూ చెప్పలేదు: Payments పేజీలో బ్యాంక్ స్టేట్‌మెంట్ లైన్ నుండి వెరిఫై చేయండి, లేదా కస్టమర్ UTR కోసం ఆగండి",
  },
  "server.advance.short": {
    en: "The advance is short by {difference} ({received} received of an advance of {advance})",
    te: "అడ్వాన్స్ {difference} తక్కువ వచ్చింది ({advance} అడ్వాన్స్‌లో {received} అందింది)",
  },
  "server.advance.verifyAnyway": {
    en: "To verify it anyway, send the same request with \"confirmUnderpaid\": true.",
    te: "అయినా వెరిఫై చేయాలంటే అదే అభ్యర్థనతో పాటు \"confirmUnderpaid\": true పంపండి.",
  },
  "server.rule.payAdvance": {
    en: "An advance can be reported only for a cash-on-delivery order that needs one, has not shipped and whose advance is not reported yet",
    te: "అడ్వాన్స్ అవసరమైన, ఇంకా పంపని, అడ్వాన్స్ ఇంకా తెలపని క్యాష్ ఆన్ డెలివరీ ఆర్డర్‌కే అడ్వాన్స్ వివరాలు ఇవ్వగలరు",
  },
  "server.rule.verifyAdvance": {
    en: "Only the advance of a cash-on-delivery order that has not shipped, and is not verified yet, can be verified",
    te: "ఇంకా పంపని క్యాష్ ఆన్ డెలివరీ ఆర్డర్ అడ్వాన్స్, ఇంకా వెరిఫై కాకపోతేనే, వెరిఫై చేయగలం",
  },
  "server.cod.notCod": {
    en: "Only a cash-on-delivery order needs confirming; this order is paid by UPI",
    te: "క్యాష్ ఆన్ డెలివరీ ఆర్డర్‌కి మాత్రమే ధృవీకరణ కావాలి; ఈ ఆర్డర్ UPI ద్వారా చెల్లించేది",
  },
  "server.cod.expired": {
    en: "This order's confirmation has expired; it can no longer be confirmed",
    te: "ఈ ఆర్డర్ ధృవీకరణ గడువు ముగిసింది; ఇక ధృవీకరించలేం",
  },
  "server.cod.linkInvalid": {
    en: "This confirmation link is not valid. Please open the link exactly as it was sent to you.",
    te: "ఈ ధృవీకరణ లింక్ సరైనది కాదు. మీకు పంపిన లింక్‌ని ఉన్నది ఉన్నట్టు తెరవండి.",
  },
  "server.cod.linkUsed": {
    en: "This order is already confirmed: the confirmation link has been used",
    te: "ఈ ఆర్డర్ ఇప్పటికే ధృవీకరించబడింది: ధృవీకరణ లింక్ ఇప్పటికే వాడారు",
  },
  "server.cod.tokenField": {
    en: "token must be the text after token= in the confirmation link",
    te: "token అంటే ధృవీకరణ లింక్‌లో token= తర్వాత ఉన్న అక్షరాలు",
  },
  "server.cod.closed": {
    en: "This order is no longer waiting to be shipped, so there is nothing to confirm",
    te: "ఈ ఆర్డర్ ఇక పంపడానికి ఎదురుచూడటం లేదు, కాబట్టి ధృవీకరించడానికి ఏమీ లేదు",
  },
  // Issue 32 (item 4): failed delivery attempts and a returned parcel's courier costs
  "server.attempt.notShipped": {
    en: "A failed delivery attempt can be recorded only for a shipped order",
    te: "పంపిన (shipped) ఆర్డర్‌కి మాత్రమే డెలివరీ కాని ప్రయత్నాన్ని నమోదు చేయగలం",
  },
  "server.attempt.nextFormat": {
    en: "Next attempt (nextAttemptOn) must be a date like 2026-12-31",
    te: "మళ్ళీ తెచ్చే రోజు (nextAttemptOn) 2026-12-31 లాంటి తేదీగా ఉండాలి",
  },
  "server.attempt.nextPast": {
    en: "Next attempt (nextAttemptOn) cannot be a day in the past (India time)",
    te: "మళ్ళీ తెచ్చే రోజు (nextAttemptOn) గడిచిపోయిన రోజు కాకూడదు (భారత కాలమానం)",
  },
  "server.attempt.nextFar": {
    en: "Next attempt (nextAttemptOn) must be within {days} days",
    te: "మళ్ళీ తెచ్చే రోజు (nextAttemptOn) {days} రోజుల్లోపే ఉండాలి",
  },
  "server.label.attemptReason": { en: "Reason (reason)", te: "కారణం (reason)" },
  "server.label.attemptNote": { en: "Note (note)", te: "గమనిక (note)" },
  "server.rto.notReturned": {
    en: "Courier costs of a return can be recorded only for a returned order",
    te: "తిరిగి వచ్చిన ఆర్డర్‌కి మాత్రమే కొరియర్ ఖర్చులు నమోదు చేయగలం",
  },
  "server.rto.forward": {
    en: "Courier cost out (rtoForwardCost) must be an amount in rupees from 0 to {max}, with at most 2 decimals",
    te: "పంపడానికి కొరియర్ ఖర్చు (rtoForwardCost) 0 నుంచి {max} రూపాయల లోపు ఉండాలి, దశాంశం తర్వాత గరిష్టంగా 2 అంకెలు",
  },
  "server.rto.return": {
    en: "Courier cost back (rtoReturnCost) must be an amount in rupees from 0 to {max}, with at most 2 decimals",
    te: "తిరిగి తేవడానికి కొరియర్ ఖర్చు (rtoReturnCost) 0 నుంచి {max} రూపాయల లోపు ఉండాలి, దశాంశం తర్వాత గరిష్టంగా 2 అంకెలు",
  },
  "server.rto.empty": {
    en: "Send rtoForwardCost, rtoReturnCost or both (rupees; null clears one)",
    te: "rtoForwardCost, rtoReturnCost లో ఒకటి గానీ రెండూ గానీ పంపండి (రూపాయల్లో; null పంపితే ఆ ఖర్చు తీసేస్తాం)",
  },
  "server.rule.deliver": {
    en: "An order can be marked delivered only when it is not yet delivered (or shipped) and its payment is verified",
    te: "ఇంకా డెలివరీ కాని (లేదా పంపిన), చెల్లింపు వెరిఫై అయిన ఆర్డర్‌ను మాత్రమే డెలివరీ అయినట్టు గుర్తించగలం",
  },
  "server.rule.collect": {
    en: "Cash can be recorded as collected on delivery only for a shipped cash-on-delivery order",
    te: "పంపిన క్యాష్ ఆన్ డెలివరీ ఆర్డర్‌కు మాత్రమే డెలివరీలో నగదు వసూలైనట్టు నమోదు చేయగలం",
  },
  "server.rule.return": {
    en: "Only a shipped cash-on-delivery order can be marked returned (refused at the door)",
    te: "పంపిన క్యాష్ ఆన్ డెలివరీ ఆర్డర్‌ను మాత్రమే తిరిగి వచ్చినట్టు (ఇంటి దగ్గర తీసుకోలేదు) గుర్తించగలం",
  },
  "server.rule.cancel": {
    en: "An order can be cancelled only before it is shipped, delivered or closed",
    te: "ఆర్డర్‌ను పంపక ముందు, డెలివరీ కాక ముందు, లేదా మూసివేయక ముందు మాత్రమే రద్దు చేయగలరు",
  },
  "server.rule.refund": { en: "Only a refund that is pending can be recorded", te: "పెండింగ్‌లో ఉన్న రీఫండ్‌ను మాత్రమే నమోదు చేయగలం" },
  "server.rule.paymentFound": {
    en: "Only a cancelled order whose reported payment is still to check can be marked as money received",
    te: "తెలిపిన చెల్లింపు ఇంకా చూడాల్సిన రద్దయిన ఆర్డర్‌ను మాత్రమే డబ్బు అందినట్టు గుర్తించగలం",
  },
  "server.rule.wrongOrder": {
    en: "An order can be marked wrong only when it is not yet delivered and its payment is still pending",
    te: "ఇంకా డెలివరీ కాని, చెల్లింపు పెండింగ్‌లో ఉన్న ఆర్డర్‌ను మాత్రమే తప్పు ఆర్డర్‌గా గుర్తించగలం",
  },

  // ---- Stock ----
  "server.stock.packNotFound": { en: "Pack not found", te: "ప్యాక్ కనబడలేదు" },
  "server.stock.alreadyCount": { en: "Stock of {pack} is already {count}", te: "{pack} స్టాక్ ఇప్పటికే {count}" },
  "server.stock.alreadyNotCounted": { en: "{pack} is already not counted", te: "{pack} స్టాక్ ఇప్పటికే లెక్కించడం లేదు" },
  "server.stock.outOfStock": { en: "{name} is out of stock (none left)", te: "{name} స్టాక్ అయిపోయింది (ఒక్కటీ లేదు)" },
  "server.stock.onlyLeft": { en: "Only {left} left of {name}. Please lower the quantity.", te: "{name} ఇంకా {left} మాత్రమే ఉన్నాయి. దయచేసి సంఖ్య తగ్గించండి." },
} satisfies Record<`server.${string}`, MessageTexts>;
