/**
 * The buy-side pages' messages (issue 30, part 1): cart, checkout, orders, status, account and support. Each text is
 * there in both languages with the same placeholders and tags; English texts come out exactly as the pages wrote them
 * before (the journeys and the original frontend read them); every payment, order and complaint status and every
 * complaint category has its label; the checkout's GSTIN problems say what the server's rule says.
 */
import { describe, expect, it } from "vitest";
import { CATALOGS } from "../../worker/shared/i18n/catalogs";
import { t } from "../../worker/shared/i18n/messages.server";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "../../worker/domains/orders/shared/statuses";
import { GRIEVANCE_CATEGORIES, GRIEVANCE_STATUSES, STATUS_LABELS } from "../../worker/domains/grievances/shared/status";
import { gstinProblem } from "../../worker/domains/invoices/shared/gst";
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "../../app/lib/order-status";
import { CATEGORY_LABELS, GRIEVANCE_STATUS_LABELS } from "../../app/components/grievances/labels";
import { businessChoice } from "../../app/components/checkout/business-invoice";

const BUY_NAMESPACES = ["cart", "checkout", "orders", "status", "account", "support"];
const buyCatalogs = CATALOGS.filter((catalog) => BUY_NAMESPACES.includes(catalog.namespace));
const messages = buyCatalogs.flatMap((catalog) => Object.entries(catalog.messages) as [string, { en: string; te: string }][]);

const placeholders = (text: string) => [...text.matchAll(/\{\s*([A-Za-z0-9_]+)/g)].map((match) => match[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?([A-Za-z0-9_]+)\/?>/g)].map((match) => match[0]).sort();
const TELUGU = /[\u0C00-\u0C7F]/;

describe("the buy-side namespaces", () => {
  it("are all registered and hold their texts", () => {
    expect(buyCatalogs.map((catalog) => catalog.namespace).sort()).toEqual([...BUY_NAMESPACES].sort());
    for (const catalog of buyCatalogs) expect(Object.keys(catalog.messages).length, catalog.namespace).toBeGreaterThan(10);
  });

  it.each(messages)("%s: both languages, the same placeholders and tags", (id, texts) => {
    expect(texts.en.trim(), id).not.toBe("");
    expect(texts.te.trim(), id).not.toBe("");
    expect(placeholders(texts.te), id).toEqual(placeholders(texts.en));
    expect(tags(texts.te), id).toEqual(tags(texts.en));
  });

  it("speak Telugu in Telugu (beyond the words both languages share: GSTIN, UPI, OTP, app names)", () => {
    const untranslated = messages.filter(([, texts]) => !TELUGU.test(texts.te) && !/^(GSTIN|UPI|OTP|\{time\} IST)$/.test(texts.te));
    expect(untranslated.map(([id]) => id)).toEqual([]);
  });

  it("give English exactly as written (an apostrophe or a # is no ICU syntax here)", () => {
    for (const [id, texts] of messages) {
      if (placeholders(texts.en).length === 0) expect(t("en", id as never), id).toBe(texts.en);
    }
    expect(t("en", "checkout.placedHeading", { ref: "A1B2C3" })).toBe("Order #A1B2C3 placed");
    expect(t("te", "checkout.placedHeading", { ref: "A1B2C3" })).toBe("ఆర్డర్ #A1B2C3 అందింది");
    expect(t("en", "checkout.utrWhere")).toBe("Open the payment in your app's history; the 12-digit number is called:");
  });
});

describe("statuses as the shopper reads them", () => {
  it("label every payment and order status: English is the contract's own name, Telugu its own words", () => {
    for (const status of PAYMENT_STATUSES) {
      expect(t("en", PAYMENT_STATUS_LABELS[status])).toBe(status);
      expect(t("te", PAYMENT_STATUS_LABELS[status])).toMatch(TELUGU);
    }
    for (const status of ORDER_STATUSES) {
      expect(t("en", ORDER_STATUS_LABELS[status])).toBe(status);
      expect(t("te", ORDER_STATUS_LABELS[status])).toMatch(TELUGU);
    }
    const telugu = [...PAYMENT_STATUSES.map((s) => t("te", PAYMENT_STATUS_LABELS[s])), ...ORDER_STATUSES.map((s) => t("te", ORDER_STATUS_LABELS[s]))];
    expect(new Set(telugu).size).toBe(telugu.length);
  });

  it("label every complaint status and category as the English pages did", () => {
    for (const status of GRIEVANCE_STATUSES) expect(t("en", GRIEVANCE_STATUS_LABELS[status])).toBe(STATUS_LABELS[status]);
    for (const category of GRIEVANCE_CATEGORIES) expect(t("en", CATEGORY_LABELS[category.value])).toBe(category.label);
  });
});

describe("the business invoice's GSTIN problems", () => {
  const problemText = (gstin: string, lang: "en" | "te") => {
    const { problem } = businessChoice({ wanted: true, gstin, name: "Sri Lakshmi Traders" });
    return problem ? t(lang, problem.id, problem.values) : null;
  };

  it("say in English exactly what the server's rule says", () => {
    // Too short, not the format, no state's code, a wrong check character, and a valid one.
    for (const gstin of ["27AAPFU0939F1Z", "27AAPFU0939F1ZVX".slice(0, 15).replace("A", "1"), "00AAPFU0939F1ZV", "27AAPFU0939F1ZW", "27AAPFU0939F1ZV"]) {
      expect(problemText(gstin, "en"), gstin).toBe(gstinProblem(gstin));
    }
    expect(problemText("", "en")).toBe("Enter your business's GSTIN, or untick the business invoice");
  });

  it("say it in Telugu on a Telugu page, naming the state code", () => {
    expect(problemText("00AAPFU0939F1ZV", "te")).toBe("GSTIN 00 తో మొదలవుతోంది, అది ఏ రాష్ట్రం GST కోడ్ కాదు");
    expect(problemText("27AAPFU0939F1ZW", "te")).toMatch(TELUGU);
  });
});
