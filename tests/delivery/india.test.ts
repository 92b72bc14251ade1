/**
 * An address's state, settled once from its pincode (issue 28): India Post's PIN areas, the states that share a
 * prefix, the short forms people type, and a refusal naming the field for a state the pincode is not in, an Army
 * Postal Service pincode and a PIN area that does not exist.
 */
import { describe, expect, it } from "vitest";
import {
  canonicalState,
  gstStateCode,
  resolveAddressState,
  stateOfPincode,
  STATES_AND_UNION_TERRITORIES,
  statesOfPincode,
} from "../../worker/domains/delivery/shared/india";

describe("the states and union territories", () => {
  it("are 28 states and 8 union territories, each with its own GST state code", () => {
    expect(STATES_AND_UNION_TERRITORIES).toHaveLength(36);
    const codes = STATES_AND_UNION_TERRITORIES.map(gstStateCode);
    expect(new Set(codes).size).toBe(36);
    expect(codes.every((code) => /^\d{2}$/.test(code))).toBe(true);
    expect(gstStateCode("Andhra Pradesh")).toBe("37");
    expect(gstStateCode("Telangana")).toBe("36");
    expect(gstStateCode("Delhi")).toBe("07");
    expect(gstStateCode("AP")).toBe("");
  });

  it.each([
    ["AP", "Andhra Pradesh"],
    ["A.P.", "Andhra Pradesh"],
    ["andhra", "Andhra Pradesh"],
    ["  andhra   pradesh ", "Andhra Pradesh"],
    ["TS", "Telangana"],
    ["T.N.", "Tamil Nadu"],
    ["Tamilnadu", "Tamil Nadu"],
    ["Orissa", "Odisha"],
    ["NCT of Delhi", "Delhi"],
    ["New Delhi", "Delhi"],
    ["J&K", "Jammu and Kashmir"],
    ["Jammu & Kashmir", "Jammu and Kashmir"],
    ["Pondicherry", "Puducherry"],
    ["Uttaranchal", "Uttarakhand"],
    ["Daman and Diu", "Dadra and Nagar Haveli and Daman and Diu"],
    ["west bengal", "West Bengal"],
  ])("%s is %s", (typed, state) => {
    expect(canonicalState(typed)).toBe(state);
  });

  it("names nothing it does not know", () => {
    for (const typed of ["", "Ontario", "Vijayawada", "XX"]) expect(canonicalState(typed)).toBeNull();
  });
});

describe("the state of a pincode", () => {
  it("follows India Post's PIN areas", () => {
    expect(stateOfPincode("522201")).toBe("Andhra Pradesh"); // Tenali
    expect(stateOfPincode("520001")).toBe("Andhra Pradesh"); // Vijayawada
    expect(stateOfPincode("500001")).toBe("Telangana"); // Hyderabad
    expect(stateOfPincode("110001")).toBe("Delhi");
    expect(stateOfPincode("403001")).toBe("Goa");
    expect(stateOfPincode("744101")).toBe("Andaman and Nicobar Islands");
    expect(stateOfPincode("194101")).toBe("Ladakh");
  });

  it("knows the prefixes two states share, the usual one first", () => {
    expect(statesOfPincode("605001")).toEqual(["Tamil Nadu", "Puducherry"]);
    expect(statesOfPincode("160001")).toEqual(["Chandigarh", "Punjab"]);
    expect(statesOfPincode("682555")).toEqual(["Kerala", "Lakshadweep"]);
  });

  it("is none for a malformed pincode, the Army Postal Service or an area that does not exist", () => {
    for (const pincode of ["012345", "52220", "5222011", "999999", "900056", "540001", "100001", "290001", "860001"]) expect(statesOfPincode(pincode)).toEqual([]);
  });
});

describe("resolving an address's state", () => {
  it('"AP" with a Tenali pincode is Andhra Pradesh', () => {
    expect(resolveAddressState("522201", "AP")).toEqual({ ok: true, state: "Andhra Pradesh" });
  });

  it("the pincode alone settles the state", () => {
    expect(resolveAddressState("522201")).toEqual({ ok: true, state: "Andhra Pradesh" });
    expect(resolveAddressState("605001", "")).toEqual({ ok: true, state: "Tamil Nadu" });
  });

  it("a border prefix takes the state typed when the pincode can be in it", () => {
    expect(resolveAddressState("605001", "Pondicherry")).toEqual({ ok: true, state: "Puducherry" });
    expect(resolveAddressState("160062", "Punjab")).toEqual({ ok: true, state: "Punjab" });
  });

  it('"Telangana" with a Vijayawada pincode is refused, naming the state field and what the pincode says', () => {
    const resolved = resolveAddressState("520001", "Telangana");
    expect(resolved).toEqual({ ok: false, field: "state", message: "Pincode 520001 is in Andhra Pradesh, not Telangana: please check the pincode and the state" });
  });

  it('a Delhi pincode with "Andhra Pradesh" is refused', () => {
    expect(resolveAddressState("110001", "Andhra Pradesh")).toMatchObject({ ok: false, field: "state" });
  });

  it("an Army Postal Service pincode and a PIN area that does not exist are refused, naming the pincode", () => {
    expect(resolveAddressState("912345", "Andhra Pradesh")).toMatchObject({ ok: false, field: "pincode", message: expect.stringContaining("Army Postal Service") });
    expect(resolveAddressState("540001")).toMatchObject({ ok: false, field: "pincode", message: expect.stringContaining("not an Indian PIN code area") });
    expect(resolveAddressState("052220")).toMatchObject({ ok: false, field: "pincode" });
  });

  it("a state that is none of India's is refused, naming the state field", () => {
    expect(resolveAddressState("522201", "Ontario")).toMatchObject({ ok: false, field: "state" });
  });
});
