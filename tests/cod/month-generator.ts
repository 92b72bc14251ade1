/**
 * Issue 32's proof: a generated month of orders with known patterns (tests/cod/generated-month.test.ts replays it
 * through the real COD decision). Deterministic (a seeded PRNG), pure, no D1: it only says who orders what, when,
 * from where, and what the generator made happen at the door. Every order is marked: made to come back by one of
 * the four patterns of the issue (a serial refuser, a pincode with high RTO, one person across five accounts, a
 * burst of orders at night with fake-looking addresses), or genuine (which may still refuse once, as real people do).
 */

export type Pattern = "genuine" | "serial-refuser" | "high-rto-pincode" | "five-accounts" | "night-burst";

export type GeneratedAccount = {
  id: string;
  pattern: Pattern;
  name: string;
  phone: string;
  address: { doorNo: string; street: string; pincode: string };
  /** When the account was made (may be before the month). */
  createdAt: number;
};

export type GeneratedOrder = {
  accountId: string;
  pattern: Pattern;
  at: number;
  /** What the shopper wants to pay with. */
  wants: "cod" | "upi";
  /** The receiver's phone and the delivery address of this order (a fraudster retypes them). */
  phone: string;
  address: { doorNo: string; street: string; pincode: string };
  ip: string;
  device: string;
  itemsPaise: number;
  /** What happens at the door if the parcel is sent by COD: the generator's plan. */
  door: "accepts" | "refuses" | "never-confirms";
  /** Made to come back by a pattern (what the rules should hold back); a genuine customer's one-off refusal is not. */
  madeToComeBack: boolean;
};

/** An order from before the month (the shop's past, placed before any COD rule): its outcome is already known. */
export type PastOrder = {
  accountId: string;
  at: number;
  method: "cod" | "upi";
  phone: string;
  address: { doorNo: string; street: string; pincode: string };
  billPaise: number;
  outcome: "delivered" | "returned";
};

export type GeneratedMonth = { start: number; accounts: GeneratedAccount[]; past: PastOrder[]; orders: GeneratedOrder[] };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const IST = 5.5 * HOUR;

/** mulberry32: a small seeded PRNG, the same month on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  return { next, int, pick, chance: (p: number) => next() < p };
}

/** Pincodes of Andhra Pradesh and Telangana across ten postal districts (first three digits). */
const PINCODES = [
  "500001", "500016", "500034", "500072", "500081", "520001", "520002", "520008", "520010", "521101", "521137", "521201",
  "522001", "522002", "522003", "522004", "522006", "522007", "530001", "530003", "530016", "530017", "530024", "533001",
  "533003", "533101", "533103", "515001", "515004", "517501", "517502", "518001", "518002", "524001", "524003", "524004",
];
/** The pincode the generator makes a high-RTO one (Tenali; its district 522 holds genuine pincodes too). */
export const HIGH_RTO_PINCODE = "522201";

const STREETS = ["Gandhi Nagar 3rd Line", "Brodipet 4th Line", "Arundelpet 2nd Cross", "Lakshmipuram Main Road", "Ashok Nagar", "Srinagar Colony", "Ramnagar 5th Line", "Kothapet Bazar Street", "Vidyanagar 1st Lane", "Chandramouli Nagar"];
const LANDMARKS = ["near Ramalayam", "opp. SBI Bank", "beside Govt School", "near Water Tank", "behind Bus Stop", "near Masjid", "opp. Children's Park", "near Vegetable Market"];
const NAMES = ["Lakshmi", "Ravi", "Sita", "Srinivas", "Padma", "Venkat", "Anjali", "Suresh", "Kavitha", "Ramesh", "Bhavani", "Naresh", "Swathi", "Prasad", "Usha", "Kiran"];

/** A proper address: a door number, a street, usually a landmark. */
function properAddress(r: ReturnType<typeof prng>, pincode: string) {
  const landmark = r.chance(0.85) ? `, ${r.pick(LANDMARKS)}` : "";
  return { doorNo: `${r.int(1, 40)}-${r.int(1, 30)}-${r.int(1, 200)}`, street: `${r.pick(STREETS)}${landmark}`, pincode };
}

/** A daytime instant (08:00-22:00 IST) on day `day` of the month. */
function daytime(r: ReturnType<typeof prng>, start: number, day: number) {
  return start + day * DAY + 8 * HOUR + r.int(0, 14 * 60 - 1) * 60_000;
}

export function generateMonth(seed = 32, start = Date.UTC(2026, 9, 1) - IST): GeneratedMonth {
  const r = prng(seed);
  const accounts: GeneratedAccount[] = [];
  const orders: GeneratedOrder[] = [];
  const past: PastOrder[] = [];
  let phones = 0;
  const phone = () => `9${String(800_000_000 + ++phones * 7919).padStart(9, "0")}`;
  const account = (pattern: Pattern, address: GeneratedAccount["address"], createdAt: number, ownPhone = phone()) => {
    const made: GeneratedAccount = { id: `gen-${pattern}-${accounts.length}`, pattern, name: r.pick(NAMES), phone: ownPhone, address, createdAt };
    accounts.push(made);
    return made;
  };
  /** Shared mobile-carrier IPs (CGNAT): many genuine customers look like one IP. */
  const carrierIps = Array.from({ length: 25 }, (_, i) => `100.64.${i}.1`);

  // Genuine customers: 220 accounts (some in the high-RTO pincode: its honest residents), 1-5 orders each over the
  // month, two thirds by COD; almost all accepted; 4 % of their COD parcels refused once (not a pattern).
  for (let i = 0; i < 220; i += 1) {
    const pincode = i < 14 ? HIGH_RTO_PINCODE : r.pick(PINCODES);
    const established = r.chance(0.6);
    const firstDay = r.int(0, 27);
    const first = daytime(r, start, firstDay);
    const createdAt = established ? start - r.int(10, 400) * DAY : first - r.int(5, 90) * 60_000;
    // A few households: two accounts (husband and wife) at one address.
    const household = i % 40 === 39 ? accounts[accounts.length - 1] : null;
    const a = account("genuine", household ? { ...household.address } : properAddress(r, pincode), createdAt);
    const ip = r.chance(0.4) ? r.pick(carrierIps) : `49.205.${i}.${r.int(2, 250)}`;
    const device = `dev-genuine-${i}`;
    // An established customer's past: 0-5 orders in the 90 days before the month (or since the account was made).
    if (established) {
      const from = Math.max(createdAt, start - 90 * DAY);
      for (let n = r.int(0, 5); n > 0; n -= 1) {
        const method = r.chance(0.66) ? "cod" : "upi";
        const outcome = method === "cod" && r.chance(0.04) ? "returned" : "delivered";
        past.push({ accountId: a.id, at: from + Math.floor(r.next() * (start - DAY - from)), method, phone: a.phone, address: a.address, billPaise: r.int(30, 150) * 1000, outcome });
      }
    }
    const count = r.pick([1, 1, 2, 2, 3, 3, 4, 5]);
    let day = firstDay;
    for (let n = 0; n < count && day < 30; n += 1) {
      const wants = r.chance(0.66) ? "cod" : "upi";
      const refuses = wants === "cod" && r.chance(0.04);
      orders.push({ accountId: a.id, pattern: "genuine", at: n === 0 ? first : daytime(r, start, day), wants, phone: a.phone, address: a.address, ip, device, itemsPaise: r.int(30, 150) * 1000, door: refuses ? "refuses" : "accepts", madeToComeBack: false });
      day += r.int(3, 9);
    }
  }

  // A serial refuser: one account, from day 1, a COD order every 2-3 days, refusing every parcel.
  const serial = account("serial-refuser", properAddress(r, "520008"), daytime(r, start, 1) - 30 * 60_000);
  for (let day = 1; day < 30; day += r.int(2, 3)) {
    orders.push({ accountId: serial.id, pattern: "serial-refuser", at: daytime(r, start, day), wants: "cod", phone: serial.phone, address: serial.address, ip: `157.48.1.${r.int(2, 250)}`, device: "dev-serial", itemsPaise: r.int(40, 120) * 1000, door: "refuses", madeToComeBack: true });
  }

  // The high-RTO pincode's past: the month's habit, already going on in the 30 days before it (26 new accounts, one
  // COD order each, refused); its honest residents' past orders above were delivered.
  for (let i = 0; i < 26; i += 1) {
    const at = start - 30 * DAY + Math.floor((i * 30) / 26) * DAY + r.int(8, 21) * HOUR;
    const a = account("high-rto-pincode", properAddress(r, HIGH_RTO_PINCODE), at - r.int(10, 300) * 60_000);
    past.push({ accountId: a.id, at, method: "cod", phone: a.phone, address: a.address, billPaise: r.int(40, 150) * 1000, outcome: "returned" });
  }

  // A high-RTO pincode: 26 new accounts there over the month, one COD order each, every parcel refused.
  for (let i = 0; i < 26; i += 1) {
    const day = Math.floor((i * 30) / 26);
    const at = daytime(r, start, day);
    const a = account("high-rto-pincode", properAddress(r, HIGH_RTO_PINCODE), at - r.int(10, 300) * 60_000);
    orders.push({ accountId: a.id, pattern: "high-rto-pincode", at, wants: "cod", phone: a.phone, address: a.address, ip: r.pick(carrierIps), device: `dev-rto-${i}`, itemsPaise: r.int(40, 150) * 1000, door: "refuses", madeToComeBack: true });
  }

  // One person across five accounts: from day 8, a new account every two days, the same phone as receiver and the
  // same door retyped ("12-4" / "H.No 12/4"), a COD order or two from each, all refused.
  const person = phone();
  const doors = ["12-4", "H.No 12/4", "12/4", "D.No. 12-4", "12 4"];
  for (let i = 0; i < 5; i += 1) {
    const day = 8 + 2 * i;
    const address = { doorNo: doors[i], street: i % 2 ? "Opp. Temple, Patamata" : "near temple patamata", pincode: "520010" };
    const at = daytime(r, start, day);
    const a = account("five-accounts", address, at - 20 * 60_000, person);
    for (let n = 0; n < (i % 2 ? 2 : 1); n += 1) {
      orders.push({ accountId: a.id, pattern: "five-accounts", at: at + n * 5 * HOUR, wants: "cod", phone: person, address, ip: `106.200.7.${r.int(2, 250)}`, device: `dev-five-${i}`, itemsPaise: r.int(60, 140) * 1000, door: "refuses", madeToComeBack: true });
    }
  }

  // A burst at night: day 20, 01:00-02:00 IST, 15 new accounts from one IP and one device, fake-looking addresses
  // (no door number, a word or two), across pincodes; nobody ever confirms.
  const night = start + 20 * DAY + 1 * HOUR;
  const fakes = ["Main road", "Bus stand", "Center", "Near road", "Colony", "Street 1", "Town"];
  for (let i = 0; i < 15; i += 1) {
    const at = night + i * 4 * 60_000 + r.int(0, 3) * 60_000;
    const address = { doorNo: "", street: r.pick(fakes), pincode: r.pick(PINCODES) };
    const a = account("night-burst", address, at - r.int(1, 3) * 60_000);
    orders.push({ accountId: a.id, pattern: "night-burst", at, wants: "cod", phone: a.phone, address, ip: "45.117.9.14", device: "dev-burst", itemsPaise: r.int(80, 200) * 1000, door: "never-confirms", madeToComeBack: true });
  }

  orders.sort((x, y) => x.at - y.at);
  past.sort((x, y) => x.at - y.at);
  return { start, accounts, past, orders };
}
