/**
 * The "content" messages (see ../define.ts for the conventions): the articles (blobs) list and page, the article
 * dialog, the shop's banner carousel, the gallery (/promotions), the common questions page's own words (the
 * questions are the "faq" namespace) and the contact page.
 */
import { defineMessages } from "../define";

export default defineMessages("content", {
  "content.blobsMetaTitle": { en: "Articles on oils, millets and traditional food | Ghani", te: "వ్యాసాలు: నూనెలు, చిరుధాన్యాలు, సంప్రదాయ ఆహారం గురించి | Ghani" },
  "content.blobsMetaDescription": {
    en: "Short reads on wood-pressed oils, the five positive millets, unpolished pulses, spices, decoctions and how we make our food.",
    te: "గానుగ నూనెలు, ఐదు సిరిధాన్యాలు, పాలిష్ చేయని పప్పులు, మసాలాలు, కషాయాలు, మా ఆహారం తయారీ గురించి చిన్న వ్యాసాలు.",
  },
  "content.blobsHeading": { en: "Categories & Blobs", te: "వర్గాలు, వ్యాసాలు" },
  "content.blobsIntro": { en: "Pick a category to read what we have written about it.", te: "ఒక వర్గాన్ని ఎంచుకుని, దాని గురించి మేము రాసినవి చదవండి." },
  "content.categories": { en: "Categories", te: "వర్గాలు" },
  "content.categoryBlobs": { en: "{name} blobs", te: "{name} వ్యాసాలు" },
  "content.blobs": { en: "Articles", te: "వ్యాసాలు" },
  "content.noBlobs": { en: "No blobs in this category yet.", te: "ఈ వర్గంలో ఇంకా వ్యాసాలు లేవు." },
  "content.grdHeading": { en: "Our GRD Blobs", te: "మా GRD వ్యాసాలు" },
  "content.nonProductMissing": { en: "Non Product Category not found", te: "ప్రొడక్ట్ కాని వ్యాసాల వర్గం దొరకలేదు" },
  "content.readMore": { en: "Read more", te: "ఇంకా చదవండి" },
  "content.readMoreAbout": { en: "about {title}", te: "{title} గురించి" },
  "content.allBlobs": { en: "All blobs", te: "అన్ని వ్యాసాలు" },
  "content.articleFailed": {
    en: "This article could not be loaded. Please check your connection and try again.",
    te: "ఈ వ్యాసం లోడ్ కాలేదు. మీ ఇంటర్నెట్ కనెక్షన్ చూసి మళ్ళీ ప్రయత్నించండి.",
  },
  "content.openArticle": { en: "Open the article page", te: "వ్యాసం పేజీ తెరవండి" },
  "content.banners": { en: "Offers", te: "ఆఫర్లు" },
  "content.previousBanner": { en: "Previous banner", te: "ముందు బ్యానర్" },
  "content.nextBanner": { en: "Next banner", te: "తర్వాతి బ్యానర్" },
  "content.showBanner": { en: "Show banner {number}", te: "{number}వ బ్యానర్ చూపించండి" },
  "content.bannerSlide": { en: "{number} of {count}: {title}", te: "{count}లో {number}: {title}" },

  "content.galleryMetaTitle": { en: "About us and gallery | Ghani", te: "మా గురించి, గ్యాలరీ | Ghani" },
  "content.galleryMetaDescription": {
    en: "Who we are and what we value: pictures and videos from our wooden ghani, our farmers and our customers.",
    te: "మేము ఎవరం, మాకు ఏది ముఖ్యం: మా చెక్క గానుగ, మా రైతులు, మా కస్టమర్ల ఫోటోలు, వీడియోలు.",
  },
  "content.aboutHeading": { en: "About Us", te: "మా గురించి" },
  "content.valuesHeading": { en: "Our Values", te: "మా విలువలు" },
  "content.valueConnectivityTitle": { en: "Connectivity", te: "అనుబంధం" },
  "content.valueConnectivityText": {
    en: "We connect farmers who grow without chemicals directly with families who cook with care.",
    te: "రసాయనాలు లేకుండా పండించే రైతులను, శ్రద్ధగా వంట చేసే కుటుంబాలతో నేరుగా కలుపుతాం.",
  },
  "content.valueIntegrityTitle": { en: "Integrity", te: "నిజాయితీ" },
  "content.valueIntegrityText": { en: "What is on the label is what is in the bottle: nothing added, nothing hidden.", te: "లేబుల్ మీద ఉన్నదే సీసాలో ఉంటుంది: ఏమీ కలపం, ఏమీ దాచం." },
  "content.valueGoodnessTitle": { en: "Goodness", te: "మంచితనం" },
  "content.valueGoodnessText": { en: "Slow, traditional methods that keep the taste and nourishment of the seed.", te: "గింజ రుచి, పోషకాలు పోకుండా నెమ్మదైన, సంప్రదాయ పద్ధతులు." },
  "content.valueSocialTitle": { en: "Social responsibility", te: "సామాజిక బాధ్యత" },
  "content.valueSocialText": {
    en: "Fair prices for farmers, work for local families, and bulls cared for as part of the mill.",
    te: "రైతులకు న్యాయమైన ధర, స్థానిక కుటుంబాలకు పని, గానుగలో భాగమైన ఎద్దులకు చక్కని సంరక్షణ.",
  },
  "content.valueWorldTitle": { en: "Healthy World", te: "ఆరోగ్యకరమైన ప్రపంచం" },
  "content.valueWorldText": { en: "Less processing, less waste, and oil cake returned to the fields.", te: "తక్కువ ప్రాసెసింగ్, తక్కువ వృథా, తెలక పిండి మళ్ళీ పొలాలకే." },
  "content.noPromotions": { en: "No promotions available at the moment", te: "ప్రస్తుతం చూపించడానికి ఫోటోలు, వీడియోలు ఏమీ లేవు" },
  "content.featuredImages": { en: "Featured Images", te: "ఫోటోలు" },
  "content.featuredVideos": { en: "Featured Videos", te: "వీడియోలు" },
  "content.galleryPicture": { en: "Gallery picture {number}", te: "గ్యాలరీ ఫోటో {number}" },
  "content.galleryVideo": { en: "Gallery video {number}", te: "గ్యాలరీ వీడియో {number}" },

  "content.queriesMetaTitle": { en: "Common Queries about wood-pressed oils | Ghani", te: "గానుగ నూనెల గురించి తరచుగా అడిగే ప్రశ్నలు | Ghani" },
  "content.queriesMetaDescription": {
    en: "Answers to common questions about our bull-driven wood-pressed oils: how they are made, shelf life, taste and more.",
    te: "మా ఎద్దు గానుగ నూనెల గురించి తరచుగా అడిగే ప్రశ్నలకు జవాబులు: ఎలా తయారవుతాయి, ఎంత కాలం నిల్వ ఉంటాయి, రుచి, ఇంకా మరెన్నో.",
  },
  "content.queriesHeading": { en: "Common Queries", te: "తరచుగా అడిగే ప్రశ్నలు" },
  "content.queriesSearchLabel": { en: "Search questions", te: "ప్రశ్నల్లో వెతకండి" },
  "content.queriesSearchPlaceholder": { en: "Search questions...", te: "ప్రశ్నల్లో వెతకండి..." },
  "content.queriesNoMatch": { en: "No questions found matching your search.", te: "మీరు వెతికిన దానికి సరిపోయే ప్రశ్నలు లేవు." },

  "content.contactMetaTitle": { en: "Contact us and grievances | Ghani", te: "మమ్మల్ని సంప్రదించండి, ఫిర్యాదులు | Ghani" },
  "content.contactMetaDescription": {
    en: "The seller's legal name and address, customer care, and the grievance officer who answers complaints within 48 hours.",
    te: "అమ్మకందారు చట్టపరమైన పేరు, చిరునామా, కస్టమర్ కేర్, 48 గంటల్లో ఫిర్యాదులకు జవాబిచ్చే గ్రీవెన్స్ ఆఫీసర్ వివరాలు.",
  },
  "content.contactHeading": { en: "Contact us", te: "మమ్మల్ని సంప్రదించండి" },
  "content.lastUpdated": { en: "Last updated {date}", te: "చివరిగా మార్చినది {date}" },
  "content.seller": { en: "The seller", te: "అమ్మకందారు" },
  "content.legalName": { en: "Legal name", te: "చట్టపరమైన పేరు" },
  "content.address": { en: "Address", te: "చిరునామా" },
  "content.fssaiLicence": { en: "FSSAI licence number", te: "FSSAI లైసెన్స్ నంబర్" },
  "content.gstin": { en: "GSTIN", te: "GSTIN నంబర్" },
  "content.customerCare": { en: "Customer care", te: "కస్టమర్ కేర్" },
  "content.careIntro": { en: "For questions about products, orders, delivery and refunds.", te: "ప్రొడక్ట్స్, ఆర్డర్లు, డెలివరీ, రీఫండ్ల గురించి ఏ సందేహం ఉన్నా మమ్మల్ని అడగండి." },
  "content.email": { en: "E-mail", te: "ఇ-మెయిల్" },
  "content.phone": { en: "Phone", te: "ఫోన్" },
  "content.grievanceOfficer": { en: "Grievance officer", te: "గ్రీవెన్స్ ఆఫీసర్ (ఫిర్యాదుల అధికారి)" },
  "content.grievanceIntro": {
    en: "If customer care has not settled your complaint, write to our grievance officer. Every complaint gets a ticket number, is acknowledged within 48 hours and is resolved within one month.",
    te: "కస్టమర్ కేర్ మీ ఫిర్యాదును పరిష్కరించకపోతే, మా గ్రీవెన్స్ ఆఫీసర్‌కు రాయండి. ప్రతి ఫిర్యాదుకు ఒక టికెట్ నంబర్ ఇస్తాం, 48 గంటల్లో అందినట్టు తెలియజేస్తాం, ఒక నెలలోపు పరిష్కరిస్తాం.",
  },
  "content.name": { en: "Name", te: "పేరు" },
  "content.throughCare": { en: "Through customer care", te: "కస్టమర్ కేర్ ద్వారా" },
  "content.designation": { en: "Designation", te: "హోదా" },
  "content.ourPolicies": { en: "Our policies", te: "మా పాలసీలు" },
});
