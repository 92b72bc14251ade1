/**
 * Issue 32: the keys orders are compared by. One address typed many ways is one key (case, spaces, punctuation,
 * "H.No", "D.No", "Flat", "Opp", "Rd"), a different door or pincode is another; phones in any Indian form are one
 * +91 key, a landline none; the address quality the score reads (house number, landmark, length).
 */
import { describe, expect, it } from "vitest";
import { addressKey, addressQuality, phoneKey, pincodeDistrict } from "../../worker/domains/cod/shared/keys";

describe("addressKey", () => {
  const base = addressKey({ doorNo: "12-3", street: "Temple Road", pincode: "522201" });

  it("is the door and street's meaningful words and the pincode", () => {
    expect(base).toBe("12 3 temple road|522201");
  });

  it.each([
    ["H.No. 12-3", "Temple Road"],
    ["h no 12/3", "temple rd"],
    ["D.No:12-3", "  TEMPLE   ROAD  "],
    ["Door No 12 3", "Temple Road."],
    ["12-3", "Opp. Temple Road"],
    ["Flat 12-3", "Near temple road"],
  ])("reads %s, %s as the same address", (doorNo, street) => {
    expect(addressKey({ doorNo, street, pincode: "522201" })).toBe(base);
  });

  it("tells another door, another street or another pincode apart", () => {
    expect(addressKey({ doorNo: "12-4", street: "Temple Road", pincode: "522201" })).not.toBe(base);
    expect(addressKey({ doorNo: "12-3", street: "Church Road", pincode: "522201" })).not.toBe(base);
    expect(addressKey({ doorNo: "12-3", street: "Temple Road", pincode: "522202" })).not.toBe(base);
  });

  it("keeps Telugu words", () => {
    expect(addressKey({ doorNo: "5", street: "గుడి వీధి", pincode: "522201" })).toBe("5 గుడి వీధి|522201");
  });

  it("is null without a 6-digit pincode or without any word", () => {
    expect(addressKey({ doorNo: "12", street: "Road", pincode: "5222" })).toBeNull();
    expect(addressKey({ doorNo: "H.No.", street: "opp", pincode: "522201" })).toBeNull();
  });
});

describe("phoneKey", () => {
  it.each(["9876543210", "+91 98765 43210", "09876543210", "919876543210", "0091-98765-43210"])("reads %s as +919876543210", (typed) => {
    expect(phoneKey(typed)).toBe("+919876543210");
  });

  it("is null for a landline, a short number or nothing", () => {
    expect(phoneKey("040 2345 6789")).toBeNull();
    expect(phoneKey("98765")).toBeNull();
    expect(phoneKey("")).toBeNull();
    expect(phoneKey(null)).toBeNull();
  });
});

describe("addressQuality", () => {
  it("sees a house number, a landmark and the length", () => {
    expect(addressQuality({ doorNo: "4-12", street: "Opp. Rama Temple, Brodipet 2nd Line" })).toEqual({ hasHouseNumber: true, hasLandmark: true, length: 40 });
  });

  it("sees none of them in a bare address", () => {
    expect(addressQuality({ doorNo: "near", street: "x" })).toEqual({ hasHouseNumber: false, hasLandmark: true, length: 6 });
    expect(addressQuality({ doorNo: "abc", street: "road" })).toEqual({ hasHouseNumber: false, hasLandmark: false, length: 8 });
  });
});

it("a pincode's postal district is its first three digits", () => {
  expect(pincodeDistrict("522201")).toBe("522");
});
