/**
 * Where a customer follows their parcel (issue 31): the tracking address the admin recorded when shipping, else the
 * public tracking page of a known Indian courier whose address takes the number, else nothing (the page shows the
 * bare number to quote to the courier). Free of dependencies: the order pages and their tests read it.
 */

/** The couriers the shop ships with, by the names an admin may type ("Blue Dart", "bluedart", "Speed Post"…). */
export const KNOWN_COURIERS = ["India Post", "DTDC", "Delhivery", "Blue Dart", "Ecom Express", "Xpressbees", "Shadowfax", "Ekart"] as const;
export type KnownCourier = (typeof KNOWN_COURIERS)[number];

const ALIASES: Record<string, KnownCourier> = {
  indiapost: "India Post",
  speedpost: "India Post",
  indiaspeedpost: "India Post",
  dtdc: "DTDC",
  delhivery: "Delhivery",
  bluedart: "Blue Dart",
  bluedartexpress: "Blue Dart",
  ecomexpress: "Ecom Express",
  ecom: "Ecom Express",
  xpressbees: "Xpressbees",
  expressbees: "Xpressbees",
  shadowfax: "Shadowfax",
  ekart: "Ekart",
  ekartlogistics: "Ekart",
};

/**
 * Public tracking pages that take the number in their address, only where that pattern is known. India Post, DTDC,
 * Shadowfax and Ekart are left out: their pages ask for the number in a form, so a link could not open the parcel.
 */
const TRACKING_PAGES: Partial<Record<KnownCourier, (number: string) => string>> = {
  Delhivery: (number) => `https://www.delhivery.com/track/package/${number}`,
  "Blue Dart": (number) => `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${number}`,
  "Ecom Express": (number) => `https://www.ecomexpress.in/tracking/?awb_field=${number}`,
  Xpressbees: (number) => `https://www.xpressbees.com/shipment/tracking?awbNo=${number}`,
};

/** The known courier an admin's free text names, or null ("Blue dart " and "BLUEDART" are Blue Dart). */
export function knownCourier(name: string | null): KnownCourier | null {
  if (!name) return null;
  const key = name.toLowerCase().replace(/[^a-z]/g, "").replace(/(couriers?|logistics|services?)$/, "");
  return ALIASES[key] ?? null;
}

/** Only a web address is ever a link (the server accepts http(s) only; this keeps a stored value from becoming script). */
export function safeWebAddress(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

export type Tracking = {
  courier: string;
  number: string;
  /** Where to follow it, or null: the page shows the number to quote to the courier. */
  url: string | null;
  /** Whether the address is the one the admin recorded, or the courier's public page. */
  source: "recorded" | "courier" | null;
};

/** The shipment's tracking, or null before the order is shipped (no courier and number recorded). */
export function trackingOf(order: { courier: string | null; trackingNumber: string | null; trackingUrl: string | null }): Tracking | null {
  const { courier, trackingNumber } = order;
  if (!courier || !trackingNumber) return null;
  const recorded = safeWebAddress(order.trackingUrl);
  if (recorded) return { courier, number: trackingNumber, url: recorded, source: "recorded" };
  const known = knownCourier(courier);
  const page = known ? TRACKING_PAGES[known] : undefined;
  if (page && /^[A-Za-z0-9-]{4,40}$/.test(trackingNumber)) return { courier, number: trackingNumber, url: page(encodeURIComponent(trackingNumber)), source: "courier" };
  return { courier, number: trackingNumber, url: null, source: null };
}
