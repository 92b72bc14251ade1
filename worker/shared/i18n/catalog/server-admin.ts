/**
 * "server" messages, part 5 (merged in ./server.ts): what the admin's tools are told: bank statements and
 * payment matching, GST invoices and rates, the shop's settings and the delivery rules. English exactly as the
 * code writes it (see ./server-common.ts).
 */
import type { MessageTexts } from "../define";

export default {
  // ---- Bank statements and payment matching ----
  "server.statement.tooLarge": { en: "The statement is larger than {max} MB", te: "స్టేట్‌మెంట్ {max} MB కంటే పెద్దది" },
  "server.statement.multipart": { en: "Send the statement as multipart/form-data in the field `file`", te: "స్టేట్‌మెంట్‌ను multipart/form-data గా `file` అనే ఫీల్డ్‌లో పంపండి" },
  "server.statement.field": { en: "Send the statement (a CSV or XLSX file) in the field `file`", te: "స్టేట్‌మెంట్‌ను (CSV లేదా XLSX ఫైల్) `file` అనే ఫీల్డ్‌లో పంపండి" },
  "server.statement.choose": { en: "Choose a statement file to import", te: "దిగుమతి చేయడానికి స్టేట్‌మెంట్ ఫైల్ ఎంచుకోండి" },
  "server.statement.mappingUnreadable": { en: "The column mapping could not be read", te: "కాలమ్‌ల జత చదవలేకపోయాం" },
  "server.statement.notXlsx": {
    en: "The file is not an Excel workbook (.xlsx) that can be read; export the statement as CSV or XLSX",
    te: "ఈ ఫైల్ చదవగలిగే Excel వర్క్‌బుక్ (.xlsx) కాదు; స్టేట్‌మెంట్‌ను CSV లేదా XLSX గా ఎగుమతి చేయండి",
  },
  "server.statement.oldXls": {
    en: "This is an old Excel file (.xls); open it in Excel and save it as .xlsx or CSV, then upload that",
    te: "ఇది పాత Excel ఫైల్ (.xls); Excel లో తెరిచి .xlsx లేదా CSV గా సేవ్ చేసి, దాన్ని అప్‌లోడ్ చేయండి",
  },
  "server.statement.noMapping": { en: "There is no saved column mapping named \"{name}\"", te: "\"{name}\" అనే కాలమ్‌ల జత సేవ్ చేయలేదు" },
  "server.statement.noLines": { en: "The statement has no transaction lines", te: "స్టేట్‌మెంట్‌లో లావాదేవీలు లేవు" },
  "server.statement.reversed": { en: "The bank took this payment back on {date}: it cannot pay an order", te: "బ్యాంక్ ఈ చెల్లింపును {date} న వెనక్కి తీసుకుంది: దీనితో ఆర్డర్ చెల్లించలేం" },
  "server.statement.otherOrderUtr": {
    en: "This credit carries the UPI reference reported for order {order}, not this one",
    te: "ఈ జమలో ఉన్న UPI రిఫరెన్స్ ఆర్డర్ {order} కోసం తెలిపినది, ఈ ఆర్డర్‌ది కాదు",
  },
  "server.statement.creditLess": {
    en: "The credit is {difference} less than the bill. To accept it anyway, send '{'\"confirm\": true'}'.",
    te: "జమ బిల్లు కంటే {difference} తక్కువ. అయినా అంగీకరించాలంటే '{'\"confirm\": true'}' పంపండి.",
  },
  "server.statement.creditMore": {
    en: "The credit is {difference} more than the bill. To accept it anyway, send '{'\"confirm\": true'}'.",
    te: "జమ బిల్లు కంటే {difference} ఎక్కువ. అయినా అంగీకరించాలంటే '{'\"confirm\": true'}' పంపండి.",
  },
  // Issue 32: a credit paying a cash-on-delivery order's advance
  "server.statement.creditLessAdvance": {
    en: "The credit is {difference} less than the advance. To accept it anyway, send '{'\"confirm\": true'}'.",
    te: "జమ అడ్వాన్స్ కంటే {difference} తక్కువ. అయినా అంగీకరించాలంటే '{'\"confirm\": true'}' పంపండి.",
  },
  "server.statement.creditMoreAdvance": {
    en: "The credit is {difference} more than the advance. To accept it anyway, send '{'\"confirm\": true'}'.",
    te: "జమ అడ్వాన్స్ కంటే {difference} ఎక్కువ. అయినా అంగీకరించాలంటే '{'\"confirm\": true'}' పంపండి.",
  },
  "server.statement.sendSettings": { en: "Send autoVerify, matchWindowDays or both", te: "autoVerify, matchWindowDays లో ఒకటి లేదా రెండూ పంపండి" },
  "server.statement.noHeaderKnown": {
    en: "No header row with the columns of a known bank ({banks}) was found in the first {rows} rows. For another bank, choose \"Another bank: map its columns\" and map them once.",
    te: "మొదటి {rows} వరుసల్లో తెలిసిన బ్యాంక్ ({banks}) కాలమ్‌లు ఉన్న శీర్షిక వరుస కనబడలేదు. వేరే బ్యాంక్ అయితే \"Another bank: map its columns\" ఎంచుకుని, దాని కాలమ్‌లను ఒక్కసారి జత చేయండి.",
  },
  "server.statement.noHeader": {
    en: "No header row (a row of column names followed by dated transaction rows) was found in the first {rows} rows",
    te: "మొదటి {rows} వరుసల్లో శీర్షిక వరుస (కాలమ్ పేర్లు, తర్వాత తేదీలతో లావాదేవీలు) కనబడలేదు",
  },
  "server.statement.columnMissing": {
    en: "Column ''{column}'' named by {mapping} ({role}) is not in the header row of this file",
    te: "{mapping} ({role}) పేర్కొన్న ''{column}'' కాలమ్ ఈ ఫైల్ శీర్షిక వరుసలో లేదు",
  },
  "server.statement.sideColumn": {
    en: "{mapping} reads every amount in column ''{credit}'' as money received, but this file has a ''{side}'' column saying which lines are debits: map it as the Dr/Cr column",
    te: "{mapping} ''{credit}'' కాలమ్‌లోని ప్రతి మొత్తాన్ని జమగా చదువుతుంది, కానీ ఈ ఫైల్‌లో ఏవి డెబిట్‌లో చెప్పే ''{side}'' కాలమ్ ఉంది: దాన్ని Dr/Cr కాలమ్‌గా జత చేయండి",
  },
  "server.statement.cannotTell": {
    en: "{mapping} cannot tell credits from debits: every line has an amount in column ''{credit}'' and none is marked Dr or negative. Map the file''s debit column or its Dr/Cr column",
    te: "{mapping} జమలను, డెబిట్‌లను వేరు చేయలేదు: ప్రతి లైన్‌లో ''{credit}'' కాలమ్‌లో మొత్తం ఉంది, ఏదీ Dr గానీ మైనస్ గానీ కాదు. ఫైల్‌లోని డెబిట్ కాలమ్‌ను లేదా Dr/Cr కాలమ్‌ను జత చేయండి",
  },
  "server.statement.badDate": { en: "Row {row}: the date ''{date}'' is not a date", te: "వరుస {row}: ''{date}'' తేదీ కాదు" },
  "server.statement.noDate": { en: "Row {row}: the date is missing (column ''{column}'')", te: "వరుస {row}: తేదీ లేదు (''{column}'' కాలమ్)" },
  "server.statement.afterFooter": {
    en: "Row {row}: a transaction after the statement''s summary or footer (row {footer}); export the statement again or remove the rows in between",
    te: "వరుస {row}: స్టేట్‌మెంట్ సారాంశం లేదా చివరి భాగం (వరుస {footer}) తర్వాత లావాదేవీ ఉంది; స్టేట్‌మెంట్‌ను మళ్ళీ ఎగుమతి చేయండి, లేదా మధ్యలోని వరుసలు తీసేయండి",
  },
  "server.statement.badIndicator": {
    en: "Row {row}: column ''{column}'' says ''{value}''; expected Dr or Cr",
    te: "వరుస {row}: ''{column}'' కాలమ్‌లో ''{value}'' ఉంది; Dr లేదా Cr ఉండాలి",
  },
  "server.statement.badAmount": {
    en: "Row {row}: the amount ''{text}'' in column ''{column}'' is not an amount",
    te: "వరుస {row}: ''{column}'' కాలమ్‌లోని ''{text}'' మొత్తం కాదు",
  },
  "server.statement.emptyFile": { en: "The file is empty; export the statement again and upload it", te: "ఫైల్ ఖాళీగా ఉంది; స్టేట్‌మెంట్‌ను మళ్ళీ ఎగుమతి చేసి అప్‌లోడ్ చేయండి" },
  "server.statement.notCsv": {
    en: "The file is not CSV text (it looks like a PDF, an Excel workbook or another binary file); download the statement as CSV, or choose the .xlsx file so it is converted",
    te: "ఈ ఫైల్ CSV టెక్స్ట్ కాదు (PDF, Excel వర్క్‌బుక్ లేదా మరో రకం ఫైల్‌లా ఉంది); స్టేట్‌మెంట్‌ను CSV గా డౌన్‌లోడ్ చేయండి, లేదా .xlsx ఫైల్ ఎంచుకోండి, దాన్ని మేమే మారుస్తాం",
  },
  "server.kind.windowDays": { en: "a whole number of days from 0 to {max}", te: "0 నుండి {max} వరకు రోజుల సంఖ్య" },
  "server.kind.columns": {
    en: "an object naming the date, narration, reference, credit and debit (or Dr/Cr) columns",
    te: "date, narration, reference, credit, debit (లేదా Dr/Cr) కాలమ్‌ల పేర్లు ఉన్న object",
  },
  "server.label.statementLineId": { en: "Statement line id", te: "స్టేట్‌మెంట్ లైన్ id" },
  "server.label.confirm": { en: "confirm", te: "నిర్ధారణ (confirm)" },
  "server.label.autoVerify": { en: "autoVerify", te: "ఆటో వెరిఫై (autoVerify)" },
  "server.label.matchWindowDays": { en: "matchWindowDays", te: "జత చూసే రోజులు (matchWindowDays)" },
  "server.label.columns": { en: "columns", te: "కాలమ్‌లు (columns)" },
  "server.label.mappingName": { en: "Mapping name", te: "జత పేరు" },
  "server.label.date": { en: "Date", te: "తేదీ" },
  "server.label.narration": { en: "Narration", te: "వివరణ (Narration)" },
  "server.label.reference": { en: "Reference", te: "రిఫరెన్స్" },
  "server.label.credit": { en: "Credit", te: "జమ (Credit)" },
  "server.label.debit": { en: "Debit", te: "డెబిట్" },
  "server.label.drCr": { en: "Dr/Cr", te: "Dr/Cr" },
  "server.word.less": { en: "less", te: "తక్కువ" },
  "server.word.more": { en: "more", te: "ఎక్కువ" },

  // ---- GST: invoices, rates, returns ----
  "server.gst.gstr1NoHsn": {
    en: "GSTR-1 for {month} cannot be made for the offline tool: these documents have a line without an HSN code: {numbers}",
    te: "{month} GSTR-1 ను ఆఫ్‌లైన్ టూల్ కోసం తయారు చేయలేం: ఈ పత్రాల్లో HSN కోడ్ లేని లైన్ ఉంది: {numbers}",
  },
  "server.gst.hsnUnknown": {
    en: "HSN {code} (hsnCode) is not in the rate table: pick a known code or tick ''{label}''",
    te: "HSN {code} (hsnCode) రేట్ల పట్టికలో లేదు: తెలిసిన కోడ్ ఎంచుకోండి, లేదా ''{label}'' టిక్ చేయండి",
  },
  "server.gst.noInvoice": { en: "This order has no invoice yet: one is issued when its payment is verified", te: "ఈ ఆర్డర్‌కు ఇంకా ఇన్వాయిస్ లేదు: చెల్లింపు వెరిఫై అయినప్పుడు ఇస్తాం" },
  "server.gst.noCreditNote": { en: "This order has no credit note", te: "ఈ ఆర్డర్‌కు క్రెడిట్ నోట్ లేదు" },
  "server.gst.rateExists": { en: "A rate for HSN \"{hsn}\" from {from} already exists", te: "HSN \"{hsn}\" కి {from} నుండి రేటు ఇప్పటికే ఉంది" },
  "server.gst.everyOtherGood": { en: "every other good", te: "మిగతా అన్ని వస్తువులు" },
  "server.gst.monthRequired": { en: "month is required, as YYYY-MM", te: "month తప్పనిసరి, YYYY-MM రూపంలో" },
  "server.gst.monthFormat": { en: "month must be a calendar month as YYYY-MM, e.g. 2026-11", te: "month YYYY-MM రూపంలో నెల అయి ఉండాలి, ఉదా. 2026-11" },
  "server.gst.prefixDigits": { en: "HSN prefix must be 2, 4, 6 or 8 digits, or empty for every other good", te: "HSN ప్రిఫిక్స్ 2, 4, 6 లేదా 8 అంకెలు ఉండాలి, మిగతా అన్ని వస్తువులకు ఖాళీగా" },
  "server.gst.rateAllowed": { en: "Rate must be one of the GST rates: {rates} %", te: "రేటు GST రేట్లలో ఒకటిగా ఉండాలి: {rates} %" },
  "server.gst.dateFormat": { en: "Effective from must be a date as YYYY-MM-DD", te: "అమలు తేదీ YYYY-MM-DD రూపంలో ఉండాలి" },
  "server.gst.dateReal": { en: "Effective from is not a real date", te: "అమలు తేదీ నిజమైన తేదీ కాదు" },
  "server.gst.dateBeforeGst": { en: "Effective from cannot be before GST began (1 July 2017)", te: "అమలు తేదీ GST మొదలైన తేదీ (1 జూలై 2017) కంటే ముందు ఉండకూడదు" },
  "server.label.hsnPrefix": { en: "HSN prefix (hsnPrefix)", te: "HSN ప్రిఫిక్స్ (hsnPrefix)" },
  "server.label.rate": { en: "Rate (ratePercent)", te: "రేటు (ratePercent)" },
  "server.label.effectiveFrom": { en: "Effective from (effectiveFrom)", te: "అమలు తేదీ (effectiveFrom)" },

  // ---- The shop's settings ----
  "server.settings.gstinNeeded": { en: "A GST-registered shop needs its GSTIN", te: "GST నమోదైన షాప్‌కు GSTIN కావాలి" },
  "server.settings.stateNeeded": {
    en: "A GST-registered shop needs its state (shopState): it decides CGST + SGST or IGST",
    te: "GST నమోదైన షాప్‌కు రాష్ట్రం (shopState) కావాలి: CGST + SGST గానీ IGST గానీ దానిపై ఆధారపడుతుంది",
  },
  "server.settings.gstinState": {
    en: "GSTIN {gstin} is registered in state code {code}, not in {state} ({stateCode})",
    te: "GSTIN {gstin} రాష్ట్ర కోడ్ {code} లో నమోదైంది, {state} ({stateCode}) లో కాదు",
  },
  "server.settings.fssaiDigits": { en: "FSSAI number must be exactly 14 digits", te: "FSSAI నంబర్ సరిగ్గా 14 అంకెలు ఉండాలి" },
  "server.settings.carePhoneCharacters": {
    en: "Consumer-care phone may use only digits, spaces, hyphens, brackets and a leading +",
    te: "కస్టమర్ కేర్ ఫోన్‌లో అంకెలు, ఖాళీలు, హైఫన్‌లు, బ్రాకెట్లు, ముందు + మాత్రమే ఉండవచ్చు",
  },
  "server.settings.carePhoneDigits": { en: "Consumer-care phone must have 8 to 13 digits", te: "కస్టమర్ కేర్ ఫోన్‌లో 8 నుండి 13 అంకెలు ఉండాలి" },
  "server.settings.careEmailValid": { en: "Consumer-care e-mail must be a valid e-mail address", te: "కస్టమర్ కేర్ ఈమెయిల్ సరైన ఈమెయిల్ అడ్రస్ అయి ఉండాలి" },
  "server.settings.shopStateUnknown": {
    en: "Shop''s state \"{value}\" is not an Indian state or union territory",
    te: "షాప్ రాష్ట్రం \"{value}\" భారతదేశంలోని రాష్ట్రం లేదా కేంద్రపాలిత ప్రాంతం కాదు",
  },
  "server.settings.prefix": {
    en: "{label} must be 1 to 4 letters or digits (numbers are PREFIX/YY-YY/NNNNN, at most 16 characters)",
    te: "{label} 1 నుండి 4 అక్షరాలు లేదా అంకెలు ఉండాలి (నంబర్లు PREFIX/YY-YY/NNNNN రూపంలో, గరిష్ఠంగా 16 అక్షరాలు)",
  },
  "server.settings.officerEmail": {
    en: "Grievance officer''s e-mail (grievanceOfficerEmail) must be a valid e-mail address",
    te: "ఫిర్యాదుల అధికారి ఈమెయిల్ (grievanceOfficerEmail) సరైన ఈమెయిల్ అడ్రస్ అయి ఉండాలి",
  },
  "server.settings.officerPhone": {
    en: "Grievance officer''s phone (grievanceOfficerPhone) must have 8 to 13 digits (spaces, hyphens, brackets and a leading + allowed)",
    te: "ఫిర్యాదుల అధికారి ఫోన్ (grievanceOfficerPhone) లో 8 నుండి 13 అంకెలు ఉండాలి (ఖాళీలు, హైఫన్‌లు, బ్రాకెట్లు, ముందు + ఉండవచ్చు)",
  },
  "server.label.fssai": { en: "FSSAI number", te: "FSSAI నంబర్" },
  "server.label.gstin": { en: "GSTIN", te: "GSTIN" },
  "server.label.carePhone": { en: "Consumer-care phone", te: "కస్టమర్ కేర్ ఫోన్" },
  "server.label.careEmail": { en: "Consumer-care e-mail", te: "కస్టమర్ కేర్ ఈమెయిల్" },
  "server.label.gstRegistered": { en: "GST registered (gstRegistered)", te: "GST నమోదు (gstRegistered)" },
  "server.label.shopState": { en: "Shop''s state (shopState)", te: "షాప్ రాష్ట్రం (shopState)" },
  "server.label.invoicePrefix": { en: "Invoice prefix (invoicePrefix)", te: "ఇన్వాయిస్ ప్రిఫిక్స్ (invoicePrefix)" },
  "server.label.creditNotePrefix": { en: "Credit note prefix (creditNotePrefix)", te: "క్రెడిట్ నోట్ ప్రిఫిక్స్ (creditNotePrefix)" },
  "server.label.officerName": { en: "Grievance officer''s name (grievanceOfficerName)", te: "ఫిర్యాదుల అధికారి పేరు (grievanceOfficerName)" },
  "server.label.officerDesignation": {
    en: "Grievance officer''s designation (grievanceOfficerDesignation)",
    te: "ఫిర్యాదుల అధికారి హోదా (grievanceOfficerDesignation)",
  },
  "server.label.officerEmail": { en: "Grievance officer''s e-mail (grievanceOfficerEmail)", te: "ఫిర్యాదుల అధికారి ఈమెయిల్ (grievanceOfficerEmail)" },
  "server.label.officerPhone": { en: "Grievance officer''s phone (grievanceOfficerPhone)", te: "ఫిర్యాదుల అధికారి ఫోన్ (grievanceOfficerPhone)" },
  "server.label.legalName": { en: "Legal name", te: "చట్టపరమైన పేరు" },

  // ---- Delivery rules (zones, unserved pincodes, cash on delivery) ----
  "server.zones.paise": { en: "{label} can have at most 2 decimals (paise)", te: "{label}లో దశాంశం తర్వాత గరిష్ఠంగా 2 అంకెలు (పైసలు) ఉండవచ్చు" },
  "server.zones.atMostRupees": { en: "{label} must be at most ₹{max}", te: "{label} గరిష్ఠంగా ₹{max} ఉండవచ్చు" },
  "server.zones.wholeDays": { en: "{label} must be a whole number of days", te: "{label} పూర్ణ సంఖ్యలో రోజులుగా ఉండాలి" },
  "server.zones.prefixes": {
    en: "{label} must be pincodes or pincode prefixes: 1 to 6 digits, not starting with 0",
    te: "{label} పిన్‌కోడ్‌లు లేదా పిన్‌కోడ్ ప్రిఫిక్స్‌లు అయి ఉండాలి: 1 నుండి 6 అంకెలు, 0 తో మొదలవకూడదు",
  },
  "server.zones.atMostEntries": { en: "{label} can have at most {max} entries", te: "{label}లో గరిష్ఠంగా {max} ఉండవచ్చు" },
  "server.zones.stateUnknown": {
    en: "{label}: \"{value}\" is not one of India''s states or union territories",
    te: "{label}: \"{value}\" భారతదేశంలోని రాష్ట్రం లేదా కేంద్రపాలిత ప్రాంతం కాదు",
  },
  "server.zones.maxBelowMin": { en: "Zone maximum delivery days must be at least its minimum", te: "జోన్ గరిష్ఠ డెలివరీ రోజులు కనీస రోజుల కంటే తక్కువ ఉండకూడదు" },
  "server.zones.sameName": { en: "Zone names must differ: zones {first} and {second} are both called {name}", te: "జోన్ పేర్లు వేరుగా ఉండాలి: జోన్లు {first}, {second} రెండింటి పేరూ {name}" },
  "server.zones.stateTwice": { en: "Zone states: {state} is in zone {zone} ({zoneName}) and {other}", te: "జోన్ రాష్ట్రాలు: {state} జోన్ {zone} ({zoneName}) లోనూ {other} లోనూ ఉంది" },
  "server.zones.prefixTwice": { en: "Zone pincode prefixes: {prefix} is in zone {zone} and {other}", te: "జోన్ పిన్‌కోడ్ ప్రిఫిక్స్‌లు: {prefix} జోన్ {zone} లోనూ {other} లోనూ ఉంది" },
  "server.zones.twoCatchAll": {
    en: "Zone states: only one zone may have no states and no prefixes (the rest of India); zones {first} and {second} both do",
    te: "జోన్ రాష్ట్రాలు: రాష్ట్రాలు, ప్రిఫిక్స్‌లు లేని జోన్ (మిగతా భారతదేశం) ఒక్కటే ఉండాలి; జోన్లు {first}, {second} రెండూ అలాగే ఉన్నాయి",
  },
  "server.zones.atMostZones": { en: "Zones: at most {max}", te: "జోన్లు: గరిష్ఠంగా {max}" },
  "server.zones.zoneNamed": { en: "Zone {number} ({name})", te: "జోన్ {number} ({name})" },
  "server.kind.rupees": { en: "a number of rupees", te: "రూపాయల మొత్తం" },
  "server.kind.days": { en: "a whole number of days", te: "రోజుల పూర్ణ సంఖ్య" },
  "server.kind.prefixText": { en: "text (1 to 6 digits)", te: "టెక్స్ట్ (1 నుండి 6 అంకెలు)" },
  "server.kind.prefixList": { en: "a list of pincodes or prefixes", te: "పిన్‌కోడ్‌లు లేదా ప్రిఫిక్స్‌ల జాబితా" },
  "server.kind.stateList": { en: "a list of states", te: "రాష్ట్రాల జాబితా" },
  "server.kind.zone": {
    en: "an object with name, states, pincodePrefixes, baseFee, perExtra500g, freeAbove, etaMinDays and etaMaxDays",
    te: "name, states, pincodePrefixes, baseFee, perExtra500g, freeAbove, etaMinDays, etaMaxDays ఉన్న object",
  },
  "server.kind.cod": { en: "an object with enabled, maxOrderValue, fee and excludedPincodes", te: "enabled, maxOrderValue, fee, excludedPincodes ఉన్న object" },
  "server.label.zones": { en: "Zones (zones)", te: "జోన్లు (zones)" },
  "server.label.eachZone": { en: "Each of Zones (zones)", te: "ప్రతి జోన్ (zones)" },
  "server.label.zoneName": { en: "Zone name", te: "జోన్ పేరు" },
  "server.label.zoneStates": { en: "Zone states", te: "జోన్ రాష్ట్రాలు" },
  "server.label.zonePrefixes": { en: "Zone pincode prefixes", te: "జోన్ పిన్‌కోడ్ ప్రిఫిక్స్‌లు" },
  "server.label.zoneBaseFee": { en: "Zone base fee", te: "జోన్ కనీస ఛార్జీ" },
  "server.label.zonePerExtra": { en: "Zone fee per extra 500 g", te: "అదనపు ప్రతి 500 g కి జోన్ ఛార్జీ" },
  "server.label.zoneFreeAbove": { en: "Zone free-delivery threshold", te: "జోన్ ఉచిత డెలివరీ హద్దు" },
  "server.label.zoneMinDays": { en: "Zone minimum delivery days", te: "జోన్ కనీస డెలివరీ రోజులు" },
  "server.label.zoneMaxDays": { en: "Zone maximum delivery days", te: "జోన్ గరిష్ఠ డెలివరీ రోజులు" },
  "server.label.codEnabled": { en: "Cash on delivery enabled (cod.enabled)", te: "క్యాష్ ఆన్ డెలివరీ ఉందా (cod.enabled)" },
  "server.label.codMax": { en: "Cash on delivery maximum order value", te: "క్యాష్ ఆన్ డెలివరీ గరిష్ఠ ఆర్డర్ విలువ" },
  "server.label.codFee": { en: "Cash on delivery fee", te: "క్యాష్ ఆన్ డెలివరీ ఛార్జీ" },
  "server.label.codExcluded": { en: "Cash on delivery excluded pincodes", te: "క్యాష్ ఆన్ డెలివరీ లేని పిన్‌కోడ్‌లు" },
  "server.label.cod": { en: "Cash on delivery settings (cod)", te: "క్యాష్ ఆన్ డెలివరీ సెట్టింగ్స్ (cod)" },
  "server.label.unserved": { en: "Unserved pincodes", te: "డెలివరీ లేని పిన్‌కోడ్‌లు" },
} satisfies Record<`server.${string}`, MessageTexts>;
