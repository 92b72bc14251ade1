/**
 * "server" messages, part 2 (merged in ./server.ts): accounts (sign-up, sign-in, password reset, e-mail
 * confirmation, data rights, admin roles), policies and consents, complaints, the wellness assistant and the speed
 * reports. English exactly as the services and schemas write it (see ./server-common.ts).
 */
import type { MessageTexts } from "../define";

export default {
  // ---- Accounts ----
  "server.account.loginFailed": { en: "Invalid email or password", te: "ఈమెయిల్ లేదా పాస్‌వర్డ్ తప్పు" },
  "server.account.emailTaken": { en: "An account with this email address already exists", te: "ఈ ఈమెయిల్ అడ్రస్‌తో ఇప్పటికే ఒక అకౌంట్ ఉంది" },
  "server.account.otpSent": {
    en: "If an account exists for this email address, we have sent it a 6-digit OTP.",
    te: "ఈ ఈమెయిల్ అడ్రస్‌తో అకౌంట్ ఉంటే, దానికి 6 అంకెల OTP పంపాం.",
  },
  "server.account.otpInvalid": { en: "Invalid or expired OTP", te: "OTP తప్పు, లేదా దాని గడువు ముగిసింది" },
  "server.account.otpLocked": { en: "Too many wrong OTP attempts. Please request a new OTP.", te: "చాలా సార్లు తప్పు OTP ఇచ్చారు. దయచేసి కొత్త OTP అడగండి." },
  "server.account.loginLocked": {
    en: "Too many failed sign-in attempts for this account. Try again in 15 minutes or reset your password.",
    te: "ఈ అకౌంట్‌కు చాలా సార్లు లాగిన్ విఫలమైంది. 15 నిమిషాల తర్వాత ప్రయత్నించండి, లేదా మీ పాస్‌వర్డ్ రీసెట్ చేసుకోండి.",
  },
  "server.account.currentPasswordRequired": {
    en: "Current password is required to change your email address or password",
    te: "ఈమెయిల్ అడ్రస్ లేదా పాస్‌వర్డ్ మార్చడానికి ప్రస్తుత పాస్‌వర్డ్ ఇవ్వాలి",
  },
  "server.account.currentPasswordWrong": { en: "Current password is incorrect", te: "ప్రస్తుత పాస్‌వర్డ్ తప్పు" },
  "server.account.otpRequestsLimit": {
    en: "Too many OTP requests for this email address. Please try again in an hour.",
    te: "ఈ ఈమెయిల్ అడ్రస్‌కు చాలా సార్లు OTP అడిగారు. దయచేసి ఒక గంట తర్వాత ప్రయత్నించండి.",
  },
  "server.account.adminNotErasable": {
    en: "An admin account cannot be deleted: another admin must remove its admin role first",
    te: "అడ్మిన్ అకౌంట్‌ను తొలగించలేం: ముందుగా మరో అడ్మిన్ దాని అడ్మిన్ హోదాను తీసివేయాలి",
  },
  "server.account.linkInvalid": {
    en: "This confirmation link is invalid, used or expired. Sign in and ask for a new one on your profile.",
    te: "ఈ నిర్ధారణ లింక్ సరైనది కాదు, ఇప్పటికే వాడారు, లేదా దాని గడువు ముగిసింది. లాగిన్ అయి మీ ప్రొఫైల్‌లో కొత్త లింక్ అడగండి.",
  },
  "server.account.alreadyVerified": { en: "Your e-mail address is already confirmed", te: "మీ ఈమెయిల్ అడ్రస్ ఇప్పటికే నిర్ధారణ అయింది" },
  "server.account.resendLimit": {
    en: "Too many confirmation e-mails asked for. Please try again in an hour.",
    te: "చాలా సార్లు నిర్ధారణ ఈమెయిల్ అడిగారు. దయచేసి ఒక గంట తర్వాత ప్రయత్నించండి.",
  },
  "server.account.userNotFound": { en: "User not found", te: "యూజర్ కనబడలేదు" },
  "server.account.ownAdminRole": { en: "You cannot remove your own admin role", te: "మీ సొంత అడ్మిన్ హోదాను మీరే తీసివేయలేరు" },
  "server.account.alreadyAdmin": { en: "User is already an admin", te: "ఈ యూజర్ ఇప్పటికే అడ్మిన్" },
  "server.account.notAdmin": { en: "User is not an admin", te: "ఈ యూజర్ అడ్మిన్ కాదు" },
  "server.account.lastAdmin": { en: "The last admin cannot be demoted", te: "చివరి అడ్మిన్ హోదాను తీసివేయలేం" },
  "server.account.erasePassword": { en: "Please enter your password to delete your account", te: "మీ అకౌంట్ తొలగించడానికి దయచేసి మీ పాస్‌వర్డ్ ఇవ్వండి" },
  "server.account.passwordMin": { en: "{label} must be at least {min} characters", te: "{label} కనీసం {min} అక్షరాలు ఉండాలి" },
  "server.account.passwordMinOrBlank": {
    en: "Password must be at least {min} characters (or leave it blank to keep it)",
    te: "పాస్‌వర్డ్ కనీసం {min} అక్షరాలు ఉండాలి (పాతదే ఉంచాలంటే ఖాళీగా వదిలేయండి)",
  },
  "server.account.phoneInvalid": { en: "Enter a valid phone number (10 digits, optionally with +91)", te: "సరైన ఫోన్ నంబర్ ఇవ్వండి (10 అంకెలు, కావాలంటే ముందు +91 తో)" },
  "server.account.pincodeDigits": { en: "Pincode must be 6 digits", te: "పిన్‌కోడ్ 6 అంకెలు ఉండాలి" },
  "server.account.emailInvalid": { en: "Enter a valid email address", te: "సరైన ఈమెయిల్ అడ్రస్ ఇవ్వండి" },
  "server.account.consentBoolean": {
    en: "Privacy notice consent (privacyConsent) must be true or false",
    te: "ప్రైవసీ నోటీసుకు అంగీకారం (privacyConsent) true లేదా false గా ఉండాలి",
  },
  "server.account.consentTrue": { en: "Privacy notice consent (privacyConsent) must be true", te: "ప్రైవసీ నోటీసుకు అంగీకారం (privacyConsent) true గా ఉండాలి" },
  "server.account.consentRequired": { en: "Please accept the privacy notice to sign up", te: "సైన్ అప్ చేయడానికి దయచేసి ప్రైవసీ నోటీసును అంగీకరించండి" },
  "server.account.otpWrongForm": { en: "Invalid OTP", te: "OTP సరైనది కాదు" },
  "server.account.tokenWrongForm": { en: "Invalid token", te: "టోకెన్ సరైనది కాదు" },
  "server.account.noPassword": {
    en: "This account signs in with a code sent to its phone and has no password yet, so this cannot be confirmed. Please contact the shop.",
    te: "ఈ అకౌంట్ ఫోన్‌కు వచ్చే కోడ్‌తో లాగిన్ అవుతుంది, దీనికి ఇంకా పాస్‌వర్డ్ లేదు. అందుకే దీన్ని నిర్ధారించలేం. దయచేసి షాప్‌ను సంప్రదించండి.",
  },

  // ---- Phone sign-in (issue 31) ----
  "server.phone.invalid": {
    en: "Enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9)",
    te: "10 అంకెల భారతీయ మొబైల్ నంబర్ ఇవ్వండి (6, 7, 8 లేదా 9 తో మొదలవుతుంది)",
  },
  "server.phone.notIndian": {
    en: "Only Indian mobile numbers (+91) can sign in with a code",
    te: "భారతీయ మొబైల్ నంబర్లు (+91) మాత్రమే కోడ్‌తో లాగిన్ అవ్వగలవు",
  },
  "server.phone.channel": { en: "Channel must be sms or whatsapp", te: "ఛానెల్ sms లేదా whatsapp అయి ఉండాలి" },
  // Deleting an account made by phone sign-in (issue 31).
  "server.erasure.codeSent": {
    en: "We have sent a 6-digit code by SMS to your phone number. It is valid for 10 minutes.",
    te: "మీ ఫోన్ నంబర్‌కు SMS లో 6 అంకెల కోడ్ పంపాం. అది 10 నిమిషాలు పనిచేస్తుంది.",
  },
  "server.erasure.codeLimit": {
    en: "Too many codes asked for this account. Please try again in an hour.",
    te: "ఈ అకౌంట్‌కు చాలా కోడ్‌లు అడిగారు. దయచేసి ఒక గంట తర్వాత మళ్ళీ ప్రయత్నించండి.",
  },
  "server.erasure.withPassword": {
    en: "This account is deleted with its password: please enter your password.",
    te: "ఈ అకౌంట్‌ను పాస్‌వర్డ్‌తోనే తొలగించాలి: దయచేసి మీ పాస్‌వర్డ్ ఇవ్వండి.",
  },
  "server.erasure.codeRequired": {
    en: "Please enter the 6-digit code we sent to your phone to delete your account",
    te: "మీ అకౌంట్ తొలగించడానికి మీ ఫోన్‌కు పంపిన 6 అంకెల కోడ్ ఇవ్వండి",
  },
  "server.phone.codeSent": {
    en: "We have sent a 6-digit OTP by SMS to this number. It is valid for 10 minutes.",
    te: "ఈ నంబర్‌కు SMS లో 6 అంకెల OTP పంపాం. అది 10 నిమిషాలు పనిచేస్తుంది.",
  },
  "server.phone.codeSentWhatsApp": {
    en: "We have sent a 6-digit OTP on WhatsApp to this number. It is valid for 10 minutes.",
    te: "ఈ నంబర్‌కు WhatsApp లో 6 అంకెల OTP పంపాం. అది 10 నిమిషాలు పనిచేస్తుంది.",
  },
  "server.phone.numberLimit": {
    en: "Too many OTP requests for this phone number. Please try again in an hour.",
    te: "ఈ ఫోన్ నంబర్‌కు చాలా సార్లు OTP అడిగారు. దయచేసి ఒక గంట తర్వాత ప్రయత్నించండి.",
  },
  "server.phone.ipLimit": {
    en: "Too many OTP requests from your network. Please try again in an hour.",
    te: "మీ నెట్‌వర్క్ నుండి చాలా సార్లు OTP అడిగారు. దయచేసి ఒక గంట తర్వాత ప్రయత్నించండి.",
  },

  // ---- Policies ----
  "server.policy.none": { en: "There is no policy \"{name}\": the policies are {slugs}", te: "\"{name}\" అనే పాలసీ లేదు. ఉన్న పాలసీలు: {slugs}" },
  "server.policy.notWritten": { en: "The {slug} policy has not been written yet", te: "{slug} పాలసీ ఇంకా రాయలేదు" },
  "server.policy.unknownPlaceholder": { en: "Unknown placeholder {names}: use one of {known}", te: "తెలియని ప్లేస్‌హోల్డర్ {names}: వీటిలో ఒకటి వాడండి: {known}" },
  "server.policy.savedMeanwhile": {
    en: "The {title} was saved by someone else a moment ago: reload it and make your change again",
    te: "{title} ను ఇప్పుడే మరొకరు సేవ్ చేశారు: పేజీని మళ్ళీ లోడ్ చేసి మీ మార్పును మళ్ళీ చేయండి",
  },
  "server.policy.confirmWarnings": {
    en: "Confirm warnings (confirmWarnings) must be true or false",
    te: "హెచ్చరికల నిర్ధారణ (confirmWarnings) true లేదా false గా ఉండాలి",
  },
  "server.label.policySlug": { en: "Policy (slug)", te: "పాలసీ (slug)" },
  "server.label.policyBody": { en: "Policy text (body)", te: "పాలసీ పాఠం (body)" },

  // ---- Complaints ----
  "server.grievance.notFound": { en: "Complaint not found", te: "ఫిర్యాదు కనబడలేదు" },
  "server.grievance.visitorLimit": {
    en: "Too many complaints from this connection. Please wait an hour, or sign in to file another.",
    te: "ఈ కనెక్షన్ నుండి చాలా ఫిర్యాదులు వచ్చాయి. దయచేసి ఒక గంట ఆగండి, లేదా లాగిన్ అయి మరో ఫిర్యాదు చేయండి.",
  },
  "server.grievance.accountLimit": {
    en: "You can file at most {max} complaints an hour. Please wait an hour, or add to an earlier complaint by replying to its e-mail.",
    te: "గంటకు గరిష్ఠంగా {max} ఫిర్యాదులు మాత్రమే చేయగలరు. దయచేసి ఒక గంట ఆగండి, లేదా ముందటి ఫిర్యాదు ఈమెయిల్‌కు జవాబు ఇచ్చి అందులోనే చేర్చండి.",
  },
  "server.grievance.nameRequired": {
    en: "Name is required (or sign in to file the complaint from your account)",
    te: "పేరు తప్పనిసరి (లేదా లాగిన్ అయి మీ అకౌంట్ నుండి ఫిర్యాదు చేయండి)",
  },
  "server.grievance.emailRequired": {
    en: "Email address is required, so that we can reply (or sign in)",
    te: "మేము జవాబు ఇవ్వడానికి ఈమెయిల్ అడ్రస్ తప్పనిసరి (లేదా లాగిన్ అవ్వండి)",
  },
  "server.grievance.orderNeedsSignIn": {
    en: "Sign in to name one of your orders (orderId) in a complaint",
    te: "ఫిర్యాదులో మీ ఆర్డర్ (orderId) పేర్కొనడానికి లాగిన్ అవ్వండి",
  },
  "server.grievance.changedMeanwhile": {
    en: "The complaint was changed by someone else just now. Please reload and try again.",
    te: "ఈ ఫిర్యాదును ఇప్పుడే మరొకరు మార్చారు. దయచేసి పేజీని మళ్ళీ లోడ్ చేసి ప్రయత్నించండి.",
  },
  "server.grievance.unknown": { en: "Unknown complaint", te: "తెలియని ఫిర్యాదు" },
  "server.grievance.orderIdText": { en: "Order (orderId) must be an order id (text)", te: "ఆర్డర్ (orderId) ఆర్డర్ id (టెక్స్ట్) గా ఉండాలి" },
  "server.grievance.orderIdInvalid": { en: "Order (orderId) is not an order id", te: "ఆర్డర్ (orderId) సరైన ఆర్డర్ id కాదు" },
  "server.grievance.descriptionShort": {
    en: "Description must be at least {min} characters: tell us what went wrong",
    te: "వివరణ కనీసం {min} అక్షరాలు ఉండాలి: ఏం తప్పు జరిగిందో మాకు చెప్పండి",
  },
  "server.grievance.acknowledgeRule": { en: "Only an open complaint can be acknowledged", te: "తెరిచి ఉన్న ఫిర్యాదును మాత్రమే స్వీకరించినట్టు గుర్తించగలం" },
  "server.grievance.resolveRule": { en: "Only an open or acknowledged complaint can be resolved", te: "తెరిచి ఉన్న లేదా స్వీకరించిన ఫిర్యాదును మాత్రమే పరిష్కరించగలం" },
  "server.grievance.reopenRule": {
    en: "A complaint cannot be moved back to open: file a new complaint instead",
    te: "ఫిర్యాదును మళ్ళీ తెరిచిన స్థితికి మార్చలేం: బదులుగా కొత్త ఫిర్యాదు చేయండి",
  },

  // ---- Lists of allowed values ("paymentMethod must be one of: upi, cod") ----
  "server.choice.oneOf": { en: "{label} must be one of: {options}", te: "{label} వీటిలో ఒకటిగా ఉండాలి: {options}" },
  "server.choice.oneOfNoColon": { en: "{label} must be one of {options}", te: "{label} వీటిలో ఒకటిగా ఉండాలి: {options}" },
  "server.label.paymentMethodField": { en: "paymentMethod", te: "చెల్లింపు విధానం (paymentMethod)" },
  // Issue 32: the returns analysis's period ("period must be one of 30d, 90d, 365d").
  "server.label.periodField": { en: "period", te: "కాలం (period)" },
  "server.label.paymentStatus": { en: "paymentStatus", te: "చెల్లింపు స్థితి (paymentStatus)" },
  "server.label.orderStatus": { en: "orderStatus", te: "ఆర్డర్ స్థితి (orderStatus)" },
  "server.label.statusField": { en: "status", te: "స్థితి (status)" },

  // ---- The wellness assistant ----
  "server.wellness.unavailable": { en: "Unable to generate protocol at this time.", te: "ప్రస్తుతం ఆరోగ్య పద్ధతిని తయారు చేయలేకపోతున్నాం." },
  "server.wellness.promptTooLong": { en: "Please keep your question under {max} characters", te: "దయచేసి మీ ప్రశ్నను {max} అక్షరాల లోపు ఉంచండి" },
  "server.wellness.promptRequired": { en: "Please describe your wellness goals or question", te: "దయచేసి మీ ఆరోగ్య లక్ష్యం లేదా ప్రశ్న రాయండి" },
  "server.wellness.promptText": { en: "Your question (prompt) must be text", te: "మీ ప్రశ్న (prompt) టెక్స్ట్‌గా ఉండాలి" },
  "server.wellness.tooManyQuestions": { en: "Too many questions. Please wait a minute and try again.", te: "చాలా ప్రశ్నలు అడిగారు. ఒక నిమిషం ఆగి మళ్ళీ ప్రయత్నించండి." },
  "server.wellness.noProtocol": { en: "No protocol has that name", te: "ఆ పేరుతో ఏ ఆరోగ్య పద్ధతి లేదు" },

  // ---- Speed reports (the browser sends them itself) ----
  "server.vitals.tooLarge": { en: "Speed report is too large (limit {limit} KB)", te: "వేగం నివేదిక చాలా పెద్దది (పరిమితి {limit} KB)" },
  "server.vitals.tooMany": { en: "Too many speed reports. Please wait a minute.", te: "చాలా వేగం నివేదికలు వచ్చాయి. దయచేసి ఒక నిమిషం ఆగండి." },
  "server.vitals.metricObject": { en: "Each metric must be an object with a name and a value", te: "ప్రతి కొలతకు name, value ఉండాలి" },
  "server.vitals.negative": { en: "Metric value of {name} cannot be negative", te: "{name} కొలత విలువ మైనస్‌లో ఉండకూడదు" },
  "server.vitals.atMost": { en: "Metric value of {name} must be at most {max}", te: "{name} కొలత విలువ గరిష్ఠంగా {max} ఉండవచ్చు" },
  "server.vitals.page": {
    en: "Page must be one of the shop's public route patterns (such as /products/:slug), not a URL",
    te: "పేజీ షాప్‌లోని పబ్లిక్ పేజీ నమూనాలలో ఒకటిగా ఉండాలి (ఉదా. /products/:slug), URL కాదు",
  },
  "server.vitals.atLeastOne": { en: "Metrics must hold at least one metric", te: "కనీసం ఒక కొలత ఉండాలి" },
  "server.vitals.atMostMetrics": { en: "Metrics can hold at most {max} metrics", te: "గరిష్ఠంగా {max} కొలతలు మాత్రమే ఉండవచ్చు" },
  "server.vitals.once": { en: "Metrics must name each metric once", te: "ప్రతి కొలత ఒక్కసారే ఉండాలి" },
  "server.vitals.days": { en: "days must be a whole number of days", te: "days పూర్ణ సంఖ్యలో రోజులుగా ఉండాలి" },
  "server.vitals.daysMin": { en: "days must be at least 1", te: "days కనీసం 1 ఉండాలి" },
  "server.vitals.daysMax": { en: "days can be at most {max}", te: "days గరిష్ఠంగా {max} ఉండవచ్చు" },
  "server.label.metricValue": { en: "Metric value", te: "కొలత విలువ" },
  "server.label.metricName": { en: "Metric name", te: "కొలత పేరు" },
  "server.label.page": { en: "Page", te: "పేజీ" },
  "server.label.metrics": { en: "Metrics", te: "కొలతలు" },
  "server.kind.finiteNumber": { en: "a finite number", te: "ఒక సంఖ్య" },
  "server.kind.routePattern": { en: "a route pattern such as /products/:slug", te: "/products/:slug లాంటి పేజీ నమూనా" },
  "server.kind.metricList": { en: "a list of '{' name, value '}'", te: "'{' name, value '}' ల జాబితా" },
} satisfies Record<`server.${string}`, MessageTexts>;
