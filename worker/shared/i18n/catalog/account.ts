/**
 * The "account" messages: signing in and up, the forgotten password, the profile, confirming the e-mail address,
 * the consent prompt, the profile's "Your data" and deleting the account. Tags such as <link>…</link> mark the parts
 * a page draws as elements (app/lib/trans.tsx). (See ../define.ts for the conventions.)
 */
import { defineMessages } from "../define";

export default defineMessages("account", {
  // Words the forms share
  "account.fullName": { en: "Full name", te: "పూర్తి పేరు" },
  "account.phone": { en: "Phone number", te: "ఫోన్ నంబర్" },
  "account.email": { en: "Email address", te: "ఈమెయిల్ అడ్రస్" },
  "account.password": { en: "Password", te: "పాస్‌వర్డ్" },
  "account.deliveryAddress": { en: "Delivery address", te: "డెలివరీ అడ్రస్" },
  "account.doorNo": { en: "Door no.", te: "ఇంటి నం." },
  "account.street": { en: "Street", te: "వీధి" },
  "account.city": { en: "City", te: "ఊరు / నగరం" },
  "account.pincode": { en: "Pincode", te: "పిన్‌కోడ్" },
  "account.saving": { en: "Saving...", te: "సేవ్ చేస్తున్నాం..." },
  "account.somethingWrong": { en: "Something went wrong. Please try again.", te: "ఏదో తప్పు జరిగింది. దయచేసి మళ్ళీ ప్రయత్నించండి." },

  // Sign in and sign up (/login)
  "account.loginMetaTitle": { en: "Sign in or sign up | Ghani", te: "లాగిన్ లేదా సైన్ అప్ | Ghani" },
  "account.loginMetaDescription": {
    en: "Sign in to your Ghani account or create one to order natural food.",
    te: "సహజమైన ఆహారం ఆర్డర్ చేయడానికి మీ ఘాని అకౌంట్‌లోకి లాగిన్ అవ్వండి, లేదా కొత్త అకౌంట్ తెరవండి.",
  },
  "account.backHome": { en: "← Back to Home", te: "← హోమ్ పేజీకి" },
  "account.createAccount": { en: "Create your account", te: "మీ అకౌంట్ తెరవండి" },
  "account.welcomeBack": { en: "Welcome back", te: "మళ్ళీ స్వాగతం" },
  "account.signupIntro": { en: "Sign up to order from Ghani.", te: "ఘాని నుండి ఆర్డర్ చేయడానికి సైన్ అప్ అవ్వండి." },
  "account.signinIntro": { en: "Sign in to your Ghani account.", te: "మీ ఘాని అకౌంట్‌లోకి లాగిన్ అవ్వండి." },
  "account.privacyConsent": { en: "I have read the <link>privacy notice</link>", te: "నేను <link>ప్రైవసీ నోటీసు</link> చదివాను" },
  "account.acceptTerms": { en: "Signing up means you accept our <link>Terms</link>.", te: "సైన్ అప్ అయితే మా <link>నిబంధనలు</link> ఒప్పుకున్నట్టే." },
  "account.rememberMe": { en: "Remember me", te: "నన్ను గుర్తుంచుకో" },
  "account.forgotPassword": { en: "Forgot password?", te: "పాస్‌వర్డ్ మర్చిపోయారా?" },
  "account.signIn": { en: "Sign in", te: "లాగిన్" },
  "account.signingIn": { en: "Signing in...", te: "లాగిన్ అవుతోంది..." },
  "account.signUp": { en: "Sign up", te: "సైన్ అప్" },
  "account.signingUp": { en: "Signing up...", te: "సైన్ అప్ అవుతోంది..." },
  "account.loginFailed": { en: "Login failed", te: "లాగిన్ కాలేదు" },
  "account.signupFailed": { en: "Signup failed", te: "సైన్ అప్ కాలేదు" },
  "account.haveAccount": { en: "Already have an account?", te: "ఇప్పటికే అకౌంట్ ఉందా?" },
  "account.newToGhani": { en: "New to Ghani?", te: "ఘానికి కొత్తా?" },

  // Sign in with a phone number (/login, issue 31)
  "account.or": { en: "or", te: "లేదా" },
  "account.phoneSignInTitle": { en: "Sign in with your phone number", te: "ఫోన్ నంబర్‌తో లాగిన్ అవ్వండి" },
  "account.phoneSignInIntro": {
    en: "We send a 6-digit OTP by SMS. New to Ghani? Your account opens when you sign in.",
    te: "SMS లో 6 అంకెల OTP పంపుతాం. ఘానికి కొత్తా? లాగిన్ అవగానే మీ అకౌంట్ తెరుచుకుంటుంది.",
  },
  "account.mobileNumber": { en: "Mobile number", te: "మొబైల్ నంబర్" },
  "account.mobileHint": { en: "Indian mobile, 10 digits, e.g. 98765 43210", te: "భారతీయ మొబైల్, 10 అంకెలు, ఉదా. 98765 43210" },
  "account.sendCode": { en: "Send code", te: "OTP పంపండి" },
  "account.smsCode": { en: "6-digit OTP from the SMS", te: "SMS లో వచ్చిన 6 అంకెల OTP" },
  "account.changeNumber": { en: "Use a different number", te: "వేరే నంబర్ వాడండి" },
  "account.phoneAccountNote": {
    en: "You sign in with a code sent to your phone. This account has no e-mail address or password yet.",
    te: "మీరు ఫోన్‌కు వచ్చే కోడ్‌తో లాగిన్ అవుతారు. ఈ అకౌంట్‌కు ఇంకా ఈమెయిల్ అడ్రస్, పాస్‌వర్డ్ లేవు.",
  },
  "account.phoneFailed": { en: "Could not sign in with this phone number", te: "ఈ ఫోన్ నంబర్‌తో లాగిన్ కాలేదు" },

  // The forgotten password (/forgot-password)
  "account.forgotMetaTitle": { en: "Forgot Password | Ghani", te: "పాస్‌వర్డ్ మర్చిపోయారా | Ghani" },
  "account.forgotMetaDescription": {
    en: "Reset access to your Ghani account with a one-time code sent by e-mail.",
    te: "ఈమెయిల్‌కు వచ్చే OTP తో మీ ఘాని అకౌంట్ పాస్‌వర్డ్ మళ్ళీ పెట్టుకోండి.",
  },
  "account.backToLogin": { en: "← Back to Login", te: "← లాగిన్ పేజీకి" },
  "account.forgotPhoneHint": {
    en: "Signed up with your phone number? Then you have no password: sign in with a code by SMS on the login page.",
    te: "ఫోన్ నంబర్‌తో అకౌంట్ తెరిచారా? అయితే మీకు పాస్‌వర్డ్ లేదు: లాగిన్ పేజీలో SMS కోడ్‌తో లాగిన్ అవ్వండి.",
  },
  "account.forgotTitle": { en: "Forgot Password", te: "పాస్‌వర్డ్ మర్చిపోయారా" },
  "account.enterEmail": {
    en: "Enter your account's email address and we will send you a 6-digit OTP.",
    te: "మీ అకౌంట్ ఈమెయిల్ అడ్రస్ ఇవ్వండి, 6 అంకెల OTP పంపుతాం.",
  },
  "account.sendOtp": { en: "Send OTP", te: "OTP పంపండి" },
  "account.sending": { en: "Sending...", te: "పంపుతున్నాం..." },
  "account.sendFailed": { en: "Failed to send OTP", te: "OTP పంపలేకపోయాం" },
  "account.otp": { en: "OTP", te: "OTP" },
  "account.verifyOtp": { en: "Verify OTP", te: "OTP చెక్ చేయండి" },
  "account.verifying": { en: "Verifying...", te: "చెక్ చేస్తున్నాం..." },
  "account.invalidOtp": { en: "Invalid OTP", te: "OTP తప్పు" },
  "account.codeAccepted": {
    en: "Code accepted. Choose a new password for {email} (at least {min} characters).",
    te: "OTP సరైనదే. {email} కి కొత్త పాస్‌వర్డ్ పెట్టుకోండి (కనీసం {min} అక్షరాలు).",
  },
  "account.newPassword": { en: "New password", te: "కొత్త పాస్‌వర్డ్" },
  "account.confirmNewPassword": { en: "Confirm new password", te: "కొత్త పాస్‌వర్డ్ మళ్ళీ" },
  "account.setNewPassword": { en: "Set New Password", te: "కొత్త పాస్‌వర్డ్ పెట్టండి" },
  "account.requestNewCode": { en: "Request a new code", te: "కొత్త OTP అడగండి" },
  "account.passwordsDiffer": { en: "The two passwords do not match", te: "రెండు పాస్‌వర్డ్‌లు ఒకటే లేవు" },

  // The profile (/profile)
  "account.profileMetaTitle": { en: "Your profile | Ghani", te: "మీ ప్రొఫైల్ | Ghani" },
  "account.profileMetaDescription": { en: "Your Ghani account details and delivery address.", te: "మీ ఘాని అకౌంట్ వివరాలు, డెలివరీ అడ్రస్." },
  "account.profileTitle": { en: "Your Profile", te: "మీ ప్రొఫైల్" },
  "account.editProfile": { en: "Edit Profile", te: "ప్రొఫైల్ మార్చండి" },
  "account.cancel": { en: "Cancel", te: "వద్దు" },
  "account.noConsent": {
    en: "We have no record of your consent to our privacy notice. <link>Read and accept it</link>",
    te: "మా ప్రైవసీ నోటీసుకు మీ అంగీకారం మా దగ్గర నమోదు కాలేదు. <link>చదివి అంగీకరించండి</link>",
  },
  "account.notVerified": {
    en: "Your e-mail address is not confirmed yet: follow the link we mailed to it.",
    te: "మీ ఈమెయిల్ అడ్రస్ ఇంకా నిర్ధారించలేదు: మేము ఈమెయిల్ చేసిన లింక్ తెరవండి.",
  },
  "account.linkSent": { en: "We have sent a new link.", te: "కొత్త లింక్ పంపాం." },
  "account.sendLinkAgain": { en: "Send the link again", te: "లింక్ మళ్ళీ పంపండి" },
  "account.accountDetails": { en: "Account details", te: "అకౌంట్ వివరాలు" },
  "account.newPasswordOptional": {
    en: "New password (leave blank to keep the current one)",
    te: "కొత్త పాస్‌వర్డ్ (ఇప్పటిదే ఉంచాలంటే ఖాళీగా వదిలేయండి)",
  },
  "account.currentPassword": { en: "Current password", te: "ఇప్పటి పాస్‌వర్డ్" },
  "account.currentPasswordHint": {
    en: "Needed only to change your email address or password.",
    te: "ఈమెయిల్ అడ్రస్ లేదా పాస్‌వర్డ్ మార్చడానికి మాత్రమే కావాలి.",
  },
  "account.saveChanges": { en: "Save Changes", te: "మార్పులు సేవ్ చేయండి" },
  "account.profileUpdated": { en: "Profile updated", te: "ప్రొఫైల్ సేవ్ అయింది" },

  // The profile's "Your data"
  "account.yourData": { en: "Your data", te: "మీ డేటా" },
  "account.yourDataText": {
    en: "See what we keep about you and how long in our <link>privacy notice</link>.",
    te: "మీ గురించి ఏం ఉంచుతాం, ఎంత కాలం ఉంచుతాం అనేది మా <link>ప్రైవసీ నోటీసు</link>లో చూడండి.",
  },
  "account.downloadData": { en: "Download my data", te: "నా డేటా డౌన్‌లోడ్ చేయండి" },
  "account.deleteMine": { en: "Delete my account", te: "నా అకౌంట్ తొలగించండి" },

  // Deleting the account (/profile/delete)
  "account.deleteMetaTitle": { en: "Delete your account | Ghani", te: "మీ అకౌంట్ తొలగించండి | Ghani" },
  "account.deleteTitle": { en: "Delete your account", te: "మీ అకౌంట్ తొలగించండి" },
  "account.deleteCannotUndo": { en: "Deleting your account cannot be undone. It:", te: "అకౌంట్ తొలగిస్తే మళ్ళీ వెనక్కి తేలేం. దీని వల్ల:" },
  "account.deleteErases": {
    en: "erases your name, e-mail address, phone number and addresses, your saved addresses and your cart;",
    te: "మీ పేరు, ఈమెయిల్ అడ్రస్, ఫోన్ నంబర్, అడ్రస్‌లు, సేవ్ చేసిన అడ్రస్‌లు, మీ కార్ట్ అన్నీ చెరిగిపోతాయి;",
  },
  "account.deleteSignsOut": { en: "signs you out on every device;", te: "అన్ని డివైస్‌లలో లాగౌట్ అవుతారు;" },
  "account.deleteKeepsInvoiced": {
    en: "keeps the orders we invoiced, with the name and address on their GST invoices, because the tax law makes us keep invoices for years (without your e-mail or phone);",
    te: "ఇన్వాయిస్ ఇచ్చిన ఆర్డర్లు, వాటి GST ఇన్వాయిస్‌ల మీద ఉన్న పేరు, అడ్రస్‌తో సహా ఉంటాయి, ఎందుకంటే పన్ను చట్టం ప్రకారం ఇన్వాయిస్‌లు కొన్నేళ్ళు ఉంచాలి (మీ ఈమెయిల్, ఫోన్ లేకుండా);",
  },
  "account.deleteKeepsOthers": {
    en: "keeps your other orders only as anonymous sales figures.",
    te: "మీ మిగతా ఆర్డర్లు పేరు లేని అమ్మకాల లెక్కలుగా మాత్రమే ఉంటాయి.",
  },
  "account.downloadFirst": {
    en: "You may want to <link>download your data</link> first.",
    te: "ముందుగా <link>మీ డేటా డౌన్‌లోడ్ చేసుకోవచ్చు</link>.",
  },
  "account.yourPassword": { en: "Your password", te: "మీ పాస్‌వర్డ్" },
  "account.deleting": { en: "Deleting...", te: "తొలగిస్తున్నాం..." },
  "account.keepMine": { en: "Keep my account", te: "నా అకౌంట్ ఉంచండి" },
  "account.deletedTitle": { en: "Your account has been deleted", te: "మీ అకౌంట్ తొలగించాం" },
  "account.deletedText": {
    en: "Your personal data is erased and you are signed out everywhere. You can sign up again with the same e-mail address at any time.",
    te: "మీ వ్యక్తిగత డేటా చెరిపేశాం, అన్ని చోట్లా లాగౌట్ అయ్యారు. ఇదే ఈమెయిల్ అడ్రస్‌తో ఎప్పుడైనా మళ్ళీ సైన్ అప్ అవ్వొచ్చు.",
  },
  "account.backToShop": { en: "Back to the shop", te: "షాప్‌కి వెళ్ళండి" },

  // Confirming the e-mail address (/verify-email)
  "account.verifyMetaTitle": { en: "Confirm your e-mail address | Ghani", te: "మీ ఈమెయిల్ అడ్రస్ నిర్ధారించండి | Ghani" },
  "account.confirmEmailTitle": { en: "Confirm your e-mail address", te: "మీ ఈమెయిల్ అడ్రస్ నిర్ధారించండి" },
  "account.confirmEmailText": {
    en: "Press the button to confirm that this e-mail address is yours.",
    te: "ఈ ఈమెయిల్ అడ్రస్ మీదే అని నిర్ధారించడానికి కింది బటన్ నొక్కండి.",
  },
  "account.confirmEmail": { en: "Confirm my e-mail address", te: "నా ఈమెయిల్ అడ్రస్ నిర్ధారించండి" },
  "account.confirming": { en: "Confirming...", te: "నిర్ధారిస్తున్నాం..." },
  "account.emailConfirmed": { en: "E-mail address confirmed", te: "ఈమెయిల్ అడ్రస్ నిర్ధారణ అయింది" },
  "account.emailConfirmedText": {
    en: "Thank you: {email} is confirmed for your account.",
    te: "ధన్యవాదాలు: మీ అకౌంట్‌కి {email} నిర్ధారణ అయింది.",
  },
  "account.goToProfile": { en: "Go to your profile", te: "మీ ప్రొఫైల్‌కి వెళ్ళండి" },

  // The consent prompt (/consent)
  "account.consentMetaTitle": { en: "Our privacy notice | Ghani", te: "మా ప్రైవసీ నోటీసు | Ghani" },
  "account.consentTitle": { en: "Before you continue", te: "ముందుకు వెళ్ళే ముందు" },
  "account.consentText": {
    en: "We have no record of your consent to our privacy notice. Please read it and accept it to go on using your account.",
    te: "మా ప్రైవసీ నోటీసుకు మీ అంగీకారం మా దగ్గర నమోదు కాలేదు. మీ అకౌంట్ వాడుతూ ఉండాలంటే దయచేసి దాన్ని చదివి అంగీకరించండి.",
  },
  "account.consentAgree": {
    en: "I have read the <link>privacy notice</link> and agree to it.",
    te: "నేను <link>ప్రైవసీ నోటీసు</link> చదివాను, దానికి అంగీకరిస్తున్నాను.",
  },
  "account.consentTick": {
    en: "Please tick the box to accept the privacy notice.",
    te: "ప్రైవసీ నోటీసు అంగీకరించడానికి దయచేసి బాక్స్‌లో టిక్ పెట్టండి.",
  },
  "account.acceptContinue": { en: "Accept and continue", te: "అంగీకరించి ముందుకు వెళ్ళండి" },
  // Issue 31: deleting an account made by phone sign-in (a code to its phone), and the page after any deletion.
  "account.deleteByCodeIntro": {
    en: "Your account signs in with a code sent to {phone}. To delete it, we send a 6-digit code to that number.",
    te: "మీ అకౌంట్ {phone} కు వచ్చే కోడ్‌తో లాగిన్ అవుతుంది. దాన్ని తొలగించడానికి ఆ నంబర్‌కు 6 అంకెల కోడ్ పంపుతాం.",
  },
  "account.sendDeleteCode": { en: "Send the code", te: "కోడ్ పంపండి" },
  "account.sendDeleteCodeAgain": { en: "Send a new code", te: "కొత్త కోడ్ పంపండి" },
  "account.sendingDeleteCode": { en: "Sending...", te: "పంపుతున్నాం..." },
  "account.deleteCode": { en: "Code from the SMS", te: "SMS లో వచ్చిన కోడ్" },
  "account.deletedPageTitle": { en: "Account deleted", te: "అకౌంట్ తొలగించాం" },
  "account.deletedErasedHeading": { en: "What we erased", te: "మేము చెరిపేసినవి" },
  "account.deletedErased": {
    en: "Your name, e-mail address, phone number and address, your saved addresses, your cart, your one-time codes and the messages we had sent you.",
    te: "మీ పేరు, ఈమెయిల్ అడ్రస్, ఫోన్ నంబర్, అడ్రస్, సేవ్ చేసిన అడ్రస్‌లు, మీ కార్ట్, మీ OTP కోడ్‌లు, మేము మీకు పంపిన మెసేజ్‌లు.",
  },
  "account.deletedKeptHeading": { en: "What the law makes us keep", te: "చట్టం ప్రకారం ఉంచాల్సినవి" },
  "account.deletedKeptInvoiced": {
    en: "Orders we invoiced, with the name and address on their GST invoices: the tax law makes us keep invoices for years. They no longer hold your e-mail or phone.",
    te: "ఇన్వాయిస్ ఇచ్చిన ఆర్డర్లు, వాటి GST ఇన్వాయిస్‌ల మీద ఉన్న పేరు, అడ్రస్‌తో: పన్ను చట్టం ప్రకారం ఇన్వాయిస్‌లు కొన్నేళ్ళు ఉంచాలి. వాటిలో ఇప్పుడు మీ ఈమెయిల్, ఫోన్ లేవు.",
  },
  "account.deletedKeptOthers": {
    en: "Your other orders, only as anonymous sales figures.",
    te: "మీ మిగతా ఆర్డర్లు, పేరు లేని అమ్మకాల లెక్కలుగా మాత్రమే.",
  },
  "account.deletedCounts": {
    en: "Orders kept with their invoices: {kept}. Orders kept as anonymous figures: {anonymised}.",
    te: "ఇన్వాయిస్‌లతో ఉంచిన ఆర్డర్లు: {kept}. పేరు లేని లెక్కలుగా ఉంచినవి: {anonymised}.",
  },
  "account.deletedSignedOut": {
    en: "You are signed out on every device. You are welcome to make a new account at any time.",
    te: "అన్ని డివైస్‌లలో లాగౌట్ అయ్యారు. ఎప్పుడైనా కొత్త అకౌంట్ తెరవొచ్చు.",
  },
});
