/**
 * The "checkout" messages: the checkout page (choosing lines, the delivery address, the payment method, the business
 * invoice, the price), placing the order, its confirmation and the UPI payment step. Tags such as <link>…</link> mark
 * the parts a page draws as elements (app/lib/trans.tsx). (See ../define.ts for the conventions.)
 */
import { defineMessages } from "../define";

export default defineMessages("checkout", {
  "checkout.metaTitle": { en: "Checkout | Ghani", te: "చెక్అవుట్ | Ghani" },
  "checkout.metaDescription": {
    en: "Your current order, UPI payment and order history at Ghani.",
    te: "ఘానిలో మీ ప్రస్తుత ఆర్డర్, UPI చెల్లింపు, మీ పాత ఆర్డర్లు.",
  },
  "checkout.title": { en: "Checkout", te: "చెక్అవుట్" },
  // The signed-out checkout (issue 31): the guest's cart, then signing in by phone with the cart kept.
  "checkout.guestAdded": { en: "Added to your cart: {name}", te: "మీ కార్ట్‌లో వేశాం: {name}" },
  "checkout.guestCartTitle": { en: "Your cart", te: "మీ కార్ట్" },
  "checkout.continueShopping": { en: "Continue shopping", te: "ఇంకా షాపింగ్ చేయండి" },
  "checkout.guestSignInTitle": { en: "Sign in to place the order", te: "ఆర్డర్ చేయడానికి లాగిన్ అవ్వండి" },
  "checkout.guestSignInIntro": {
    en: "Your cart stays as it is. After signing in we ask only for the delivery address.",
    te: "మీ కార్ట్ అలాగే ఉంటుంది. లాగిన్ అయ్యాక డెలివరీ అడ్రస్ మాత్రమే అడుగుతాం.",
  },
  "checkout.emailSignIn": { en: "Sign in with e-mail and password instead", te: "ఈమెయిల్, పాస్‌వర్డ్‌తో లాగిన్ అవ్వండి" },
  "checkout.tabCurrent": { en: "Current Order", te: "ప్రస్తుత ఆర్డర్" },
  "checkout.tabOrders": { en: "Your Orders", te: "మీ ఆర్డర్లు" },

  // Choosing what to order
  "checkout.cartEmpty": { en: "Your cart is empty. <link>Browse the shop</link>", te: "మీ కార్ట్ ఖాళీగా ఉంది. <link>షాప్‌లో చూడండి</link>" },
  "checkout.chooseLines": { en: "Choose what to order", te: "ఏవి ఆర్డర్ చేయాలో ఎంచుకోండి" },
  "checkout.selectOne": { en: "Please select at least one product", te: "దయచేసి కనీసం ఒక ప్రొడక్ట్ ఎంచుకోండి" },
  "checkout.notEnoughStock": {
    en: "Not enough stock for {names}: lower the quantity or untick it to order the rest.",
    te: "{names} కి సరిపడా స్టాక్ లేదు: సంఖ్య తగ్గించండి, లేదా టిక్ తీసేసి మిగతావి ఆర్డర్ చేయండి.",
  },

  // The delivery address
  "checkout.deliveryAddress": { en: "Delivery address", te: "డెలివరీ అడ్రస్" },
  "checkout.change": { en: "Change<sr> delivery address</sr>", te: "<sr>డెలివరీ అడ్రస్ </sr>మార్చండి" },
  "checkout.newAddressSummary": { en: "A new address (fill it in below)", te: "కొత్త అడ్రస్ (కింద నింపండి)" },
  "checkout.deliverTo": { en: "Deliver this order to", te: "ఈ ఆర్డర్ ఎక్కడికి పంపాలి" },
  "checkout.yourProfile": { en: "(your profile)", te: "(మీ ప్రొఫైల్‌లోది)" },
  "checkout.newAddress": { en: "A new address", te: "కొత్త అడ్రస్" },
  "checkout.recipientName": { en: "Name of the person receiving", te: "పార్సెల్ అందుకునే వారి పేరు" },
  "checkout.recipientPhone": { en: "Their mobile number", te: "వారి మొబైల్ నంబర్" },
  "checkout.doorNumber": { en: "Door number", te: "ఇంటి నంబర్" },
  "checkout.street": { en: "Street", te: "వీధి" },
  "checkout.city": { en: "City", te: "ఊరు / నగరం" },
  "checkout.pincode": { en: "Pincode", te: "పిన్‌కోడ్" },
  "checkout.pincodeInvalid": { en: "Pincode must be 6 digits and cannot start with 0", te: "పిన్‌కోడ్ 6 అంకెలు ఉండాలి, 0 తో మొదలవకూడదు" },
  "checkout.state": { en: "State", te: "రాష్ట్రం" },
  "checkout.chooseState": { en: "Choose a state or union territory", te: "రాష్ట్రం లేదా కేంద్రపాలిత ప్రాంతం ఎంచుకోండి" },
  "checkout.saveAddress": { en: "Save this address", te: "ఈ అడ్రస్ సేవ్ చేయండి" },
  "checkout.fillAddress": {
    en: "Please fill in every field of the new address (who receives it, their mobile, a 6-digit pincode and a state)",
    te: "దయచేసి కొత్త అడ్రస్‌లో అన్నీ నింపండి (అందుకునే వారి పేరు, మొబైల్, 6 అంకెల పిన్‌కోడ్, రాష్ట్రం కూడా)",
  },

  // How to pay
  "checkout.paymentMethod": { en: "Payment method", te: "చెల్లింపు పద్ధతి" },
  "checkout.payUpi": { en: "Pay now by UPI", te: "ఇప్పుడే UPI తో చెల్లించండి" },
  // Issue 32: the owner's discount for paying by UPI, beside the choice.
  "checkout.upiSaves": { en: "Pay by UPI and save {amount}", te: "UPI తో చెల్లిస్తే {amount} ఆదా" },
  "checkout.cod": { en: "Cash on delivery", te: "క్యాష్ ఆన్ డెలివరీ" },
  "checkout.codFee": { en: "(fee {fee})", te: "(ఫీజు {fee})" },

  // The business invoice
  "checkout.gstInvoice": { en: "GST invoice", te: "GST ఇన్వాయిస్" },
  "checkout.invoiceToBusiness": { en: "Invoice to my business (GSTIN)", te: "నా వ్యాపారం పేరు మీద ఇన్వాయిస్ (GSTIN)" },
  "checkout.gstin": { en: "GSTIN", te: "GSTIN" },
  "checkout.businessName": { en: "Business name", te: "వ్యాపారం పేరు" },
  "checkout.gstinMissing": {
    en: "Enter your business's GSTIN, or untick the business invoice",
    te: "మీ వ్యాపారం GSTIN ఇవ్వండి, లేదా వ్యాపారం ఇన్వాయిస్ టిక్ తీసేయండి",
  },
  "checkout.gstinLength": { en: "GSTIN must be 15 characters", te: "GSTIN 15 అక్షరాలు ఉండాలి" },
  "checkout.gstinFormat": {
    en: "GSTIN is not in the GSTIN format (e.g. 27AAPFU0939F1ZV)",
    te: "GSTIN సరైన రూపంలో లేదు (ఉదా. 27AAPFU0939F1ZV)",
  },
  "checkout.gstinState": {
    en: "GSTIN starts with {code}, which is no state's GST code",
    te: "GSTIN {code} తో మొదలవుతోంది, అది ఏ రాష్ట్రం GST కోడ్ కాదు",
  },
  "checkout.gstinCheck": {
    en: "GSTIN check character does not match: check the number",
    te: "GSTIN చివరి చెక్ అక్షరం సరిపోలేదు: నంబర్ ఒకసారి చూడండి",
  },
  "checkout.businessNameMissing": {
    en: "Enter the business name the invoice is made out to",
    te: "ఇన్వాయిస్ ఏ వ్యాపారం పేరు మీద కావాలో ఆ పేరు ఇవ్వండి",
  },

  // The price and placing the order
  "checkout.priceBreakup": { en: "Price breakup", te: "ధర వివరాలు" },
  "checkout.chooseToSeePrice": { en: "Choose the lines and the address to see the price.", te: "ధర చూడటానికి ప్రొడక్ట్స్, అడ్రస్ ఎంచుకోండి." },
  "checkout.updatingPrice": { en: "Updating the price…", te: "ధర లెక్కిస్తున్నాం…" },
  "checkout.quoteFailed": { en: "Could not work out the price. Please try again.", te: "ధర లెక్కించలేకపోయాం. దయచేసి మళ్ళీ ప్రయత్నించండి." },
  "checkout.terms": {
    en: "By placing the order you agree to the <terms>Terms</terms> and the <returns>Returns policy</returns>.",
    te: "ఆర్డర్ చేయడం ద్వారా మీరు మా <terms>నిబంధనలు</terms>, <returns>రిటర్న్స్ పాలసీ</returns> ఒప్పుకుంటున్నారు.",
  },
  "checkout.place": { en: "Place Order", te: "ఆర్డర్ చేయండి" },
  "checkout.placing": { en: "Placing order...", te: "ఆర్డర్ చేస్తున్నాం..." },
  "checkout.placedToast": { en: "Place Order", te: "ఆర్డర్ అందింది" },
  "checkout.placeFailed": { en: "Please try again", te: "దయచేసి మళ్ళీ ప్రయత్నించండి" },

  // The confirmation
  "checkout.placedHeading": { en: "Order #{ref} placed", te: "ఆర్డర్ #{ref} అందింది" },
  "checkout.thanks": { en: "Thank you! We have sent the details to {email}.", te: "ధన్యవాదాలు! వివరాలు {email} కి పంపాం." },
  // An account made by phone sign-in has no e-mail address to send the details to.
  "checkout.thanksNoEmail": { en: "Thank you! Follow it under “My orders”.", te: "ధన్యవాదాలు! ఇది ఎలా ఉందో “నా ఆర్డర్లు” పేజీలో చూడవచ్చు." },
  "checkout.deliveringTo": { en: "<b>Delivering to:</b> {name}, {address}", te: "<b>డెలివరీ చేసేది:</b> {name}, {address}" },
  "checkout.codNote": { en: "Cash on delivery: pay {amount} in cash when it arrives.", te: "క్యాష్ ఆన్ డెలివరీ: ఆర్డర్ వచ్చినప్పుడు {amount} నగదు ఇవ్వండి." },
  "checkout.done": { en: "Done", te: "అయింది" },

  // The UPI payment step
  "checkout.payHeading": { en: "Pay for order #{ref}", te: "ఆర్డర్ #{ref} కి చెల్లించండి" },
  "checkout.totalBill": { en: "Total Bill: <b>{amount}</b>", te: "మొత్తం బిల్లు: <b>{amount}</b>" },
  "checkout.weDeliverTo": { en: "We will deliver to {address}.", te: "{address} కి డెలివరీ చేస్తాం." },
  "checkout.payQuestionsBoth": {
    en: "Questions about paying? Call {phone} or write to {email}.",
    te: "చెల్లింపు గురించి సందేహాలా? {phone} కి ఫోన్ చేయండి, లేదా {email} కి రాయండి.",
  },
  "checkout.payQuestionsPhone": { en: "Questions about paying? Call {phone}.", te: "చెల్లింపు గురించి సందేహాలా? {phone} కి ఫోన్ చేయండి." },
  "checkout.payQuestionsEmail": { en: "Questions about paying? write to {email}.", te: "చెల్లింపు గురించి సందేహాలా? {email} కి రాయండి." },
  "checkout.qrTitle": { en: "UPI QR code to pay {amount}", te: "{amount} చెల్లించడానికి UPI QR కోడ్" },
  "checkout.qrAmount": { en: "Amount in QR (₹)", te: "QR లో మొత్తం (₹)" },
  "checkout.payWithApp": { en: "Pay with UPI app", te: "UPI యాప్‌తో చెల్లించండి" },
  "checkout.afterPaying": {
    en: "After paying, enter the amount and the 12-digit UPI reference (UTR) shown by your app.",
    te: "చెల్లించిన తర్వాత, ఎంత కట్టారో, మీ యాప్ చూపించే 12 అంకెల UPI రిఫరెన్స్ (UTR) ఇక్కడ ఇవ్వండి.",
  },
  "checkout.amountPaid": { en: "Amount Paid", te: "కట్టిన మొత్తం" },
  "checkout.transactionId": { en: "Transaction ID", te: "ట్రాన్సాక్షన్ ID" },
  "checkout.utrPlaceholder": { en: "12-digit UTR", te: "12 అంకెల UTR" },
  "checkout.fillEverything": { en: "Fill Everything", te: "అన్నీ నింపండి" },
  "checkout.submitting": { en: "Submitting...", te: "పంపుతున్నాం..." },
  "checkout.later": { en: "Later", te: "తర్వాత" },
  "checkout.paySubmitted": { en: "Payment Submitted", te: "చెల్లింపు వివరాలు అందాయి" },
  // Issue 32: a cash-on-delivery order's advance by UPI (the payment step of such an order)
  "checkout.advanceHeading": { en: "Pay the advance for order {ref}", te: "ఆర్డర్ {ref} కి అడ్వాన్స్ కట్టండి" },
  "checkout.advanceExplain": {
    en: "Pay <b>{advance}</b> by UPI now, before we ship; the rest, {rest}, in cash on delivery.",
    te: "పంపించే ముందు ఇప్పుడే <b>{advance}</b> UPI ద్వారా కట్టండి; మిగతా {rest} డెలివరీ అప్పుడు క్యాష్‌గా ఇవ్వండి.",
  },
  "checkout.advanceAfterPaying": { en: "After paying, type the 12-digit UPI reference (UTR) of the payment here.", te: "కట్టిన తర్వాత ఆ చెల్లింపు యొక్క 12 అంకెల UPI రిఫరెన్స్ (UTR) ఇక్కడ టైప్ చేయండి." },
  "checkout.advanceSubmitted": { en: "Thank you: we will check your advance and then ship your order.", te: "ధన్యవాదాలు: మీ అడ్వాన్స్ చెక్ చేసి ఆర్డర్ పంపిస్తాం." },
  "checkout.fillUtr": { en: "Please type the UPI reference (UTR).", te: "దయచేసి UPI రిఫరెన్స్ (UTR) టైప్ చేయండి." },
  "checkout.payFailed": {
    en: "Failed to submit payment details. Please try again.",
    te: "చెల్లింపు వివరాలు పంపలేకపోయాం. దయచేసి మళ్ళీ ప్రయత్నించండి.",
  },
  "checkout.utrWhere": {
    en: "Open the payment in your app's history; the 12-digit number is called:",
    te: "మీ యాప్ హిస్టరీలో ఈ చెల్లింపు తెరవండి; ఆ 12 అంకెల నంబర్ పేరు:",
  },
  "checkout.utrGooglePay": { en: "Google Pay: “UPI transaction ID”", te: "Google Pay లో: “UPI transaction ID”" },
  "checkout.utrPhonePe": { en: "PhonePe: “UTR”", te: "PhonePe లో: “UTR”" },
  "checkout.utrPaytm": { en: "Paytm: “UPI Ref. No.”", te: "Paytm లో: “UPI Ref. No.”" },
  "checkout.utrBhim": { en: "BHIM: “UPI Ref ID” or “Transaction ID”", te: "BHIM లో: “UPI Ref ID” లేదా “Transaction ID”" },
  "checkout.utrSpaces": { en: "Pasting it with spaces or hyphens is fine.", te: "మధ్యలో స్పేస్‌లు, హైఫన్‌లతో పేస్ట్ చేసినా పర్వాలేదు." },
});
