/**
 * The "server" messages of batches and best-before (issue 33): receiving a lot, write-offs, the expiry report's
 * window and the dated shelf-life rule. Kept apart from server-orders.ts's stock messages by size.
 */
import type { MessageTexts } from "../define";

export default {
  "server.batch.notFound": { en: "Batch not found", te: "బ్యాచ్ కనబడలేదు" },
  "server.batch.lotTaken": { en: "Lot number {lot} is already used for {pack}", te: "లాట్ నంబర్ {lot} ఇప్పటికే {pack} కి వాడారు" },
  "server.batch.noneLeft": { en: "Lot {lot} of {pack} has none left", te: "{pack} లాట్ {lot} లో ఒక్కటీ మిగల్లేదు" },
  "server.batch.onlyLeft": { en: "Only {left} left in lot {lot} of {pack}", te: "{pack} లాట్ {lot} లో {left} మాత్రమే మిగిలాయి" },
  "server.batch.oneDate": {
    en: "Give exactly one of Best before (bestBefore) or Shelf life in days (shelfLifeDays)",
    te: "బెస్ట్ బిఫోర్ తేదీ (bestBefore) లేదా షెల్ఫ్ లైఫ్ రోజులు (shelfLifeDays) — ఈ రెండిట్లో ఒక్కటి మాత్రమే ఇవ్వండి",
  },
  "server.batch.bestBeforeAfterPacked": { en: "Best before (bestBefore) must be after Packed on (packedOn)", te: "బెస్ట్ బిఫోర్ తేదీ (bestBefore) ప్యాక్ చేసిన తేదీ (packedOn) తర్వాతే ఉండాలి" },
  "server.batch.packedFuture": { en: "Packed on (packedOn) cannot be a day in the future (India time)", te: "ప్యాక్ చేసిన తేదీ (packedOn) రాబోయే రోజు కాకూడదు (భారత కాలమానం)" },
  "server.batch.packedFormat": { en: "Packed on (packedOn) must be a date like 2026-12-31", te: "ప్యాక్ చేసిన తేదీ (packedOn) 2026-12-31 లాంటి తేదీగా ఉండాలి" },
  "server.batch.bestBeforeFormat": { en: "Best before (bestBefore) must be a date like 2026-12-31", te: "బెస్ట్ బిఫోర్ తేదీ (bestBefore) 2026-12-31 లాంటి తేదీగా ఉండాలి" },
  "server.batch.writeOffReason": { en: "Reason (reason) must be one of: expired, damaged, other", te: "కారణం (reason) expired, damaged, other లో ఒకటి అయ్యుండాలి" },
  "server.batch.writeOffNote": { en: "Note (note) is required when the reason is other", te: "కారణం other అయితే గమనిక (note) తప్పనిసరి" },
  "server.batch.expiryDays": { en: "Days (days) must be 30, 60 or 90", te: "రోజులు (days) 30, 60 లేదా 90 అయ్యుండాలి" },
  "server.shelfLife.effectiveFormat": { en: "Effective from (effectiveFrom) must be a date like 2026-12-31", te: "అమలు తేదీ (effectiveFrom) 2026-12-31 లాంటి తేదీగా ఉండాలి" },
  "server.shelfLife.effectivePast": { en: "Effective from (effectiveFrom) cannot be a day in the past (India time)", te: "అమలు తేదీ (effectiveFrom) గడిచిపోయిన రోజు కాకూడదు (భారత కాలమానం)" },
  "server.shelfLife.dayPassed": {
    en: "A shelf-life rule whose day has come cannot be changed: add one from a later day (effectiveFrom)",
    te: "అమల్లోకి వచ్చిన షెల్ఫ్ లైఫ్ నియమాన్ని మార్చలేం: తర్వాతి రోజు (effectiveFrom) నుండి కొత్తది చేర్చండి",
  },
  "server.label.packId": { en: "Pack (variantId)", te: "ప్యాక్ (variantId)" },
  "server.label.lotNumber": { en: "Lot number (lotNumber)", te: "లాట్ నంబర్ (lotNumber)" },
  "server.label.shelfLifeDays": { en: "Shelf life in days (shelfLifeDays)", te: "షెల్ఫ్ లైఫ్ రోజులు (shelfLifeDays)" },
  "server.label.batchQuantity": { en: "Quantity (quantity)", te: "సంఖ్య (quantity)" },
  "server.label.supplier": { en: "Supplier (supplier)", te: "సరఫరాదారు (supplier)" },
  "server.label.minPercent": { en: "Minimum share of shelf life in per cent (minPercent)", te: "మిగిలి ఉండాల్సిన షెల్ఫ్ లైఫ్ శాతం (minPercent)" },
  "server.label.minDays": { en: "Minimum days left (minDays)", te: "కనీసం మిగిలి ఉండాల్సిన రోజులు (minDays)" },
  "server.label.assumedDeliveryDays": { en: "Assumed delivery days (assumedDeliveryDays)", te: "అంచనా డెలివరీ రోజులు (assumedDeliveryDays)" },
} satisfies Record<`server.${string}`, MessageTexts>;
