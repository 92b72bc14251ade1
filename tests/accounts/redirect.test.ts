/**
 * Where /login sends someone afterwards: only a path on this site (no open redirect), whatever the query
 * string holds.
 */
import { describe, expect, it } from "vitest";
import { loginPathFor, safeRedirectPath, withRedirectParam } from "../../worker/domains/accounts/shared/redirect";

const FALLBACK = "/admin";

describe("safeRedirectPath", () => {
  it.each([
    "/",
    "/checkout",
    "/shop?q=ghee&category=cat-1",
    "/admin/orders?page=2#top",
    "/profile/",
    "/a/b/c",
    "/shop?q=%2F%2Fevil.example",
    "/%2F%2Fevil.example",
    "/javascript:alert(1)",
  ])("keeps the same-origin path %s", (path) => {
    expect(safeRedirectPath(path, FALLBACK)).toBe(path);
  });

  it.each([
    ["another host, scheme-relative", "//evil.example"],
    ["another host, scheme-relative with path", "//evil.example/checkout"],
    ["a backslash after the slash", "/\\evil.example"],
    ["backslashes only", "\\\\evil.example"],
    ["a backslash later on", "/shop\\..\\evil"],
    ["an absolute https URL", "https://evil.example/"],
    ["an absolute http URL of our own look", "http://localhost/checkout"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a data: URL", "data:text/html,<script>alert(1)</script>"],
    ["a relative path", "checkout"],
    ["a dot path", "./checkout"],
    ["a tab that browsers drop", "/\t/evil.example"],
    ["a newline that browsers drop", "/\n/evil.example"],
    ["a carriage return", "/checkout\r\nSet-Cookie: x=1"],
    ["a NUL", "/check\u0000out"],
    ["a DEL", "/check\u007fout"],
    ["a leading space", " /checkout"],
    ["the empty string", ""],
    ["an over-long path", `/${"a".repeat(3000)}`],
  ])("refuses %s", (_, value) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(FALLBACK);
  });

  it.each([null, undefined, 42, ["/checkout"], { path: "/checkout" }])("refuses a value that is not a string (%s)", (value) => {
    expect(safeRedirectPath(value, "/")).toBe("/");
  });
});

describe("loginPathFor and withRedirectParam", () => {
  it("carries the page, encoded, in redirectTo", () => {
    expect(loginPathFor("/shop?q=ghee oil&category=c1")).toBe("/login?redirectTo=%2Fshop%3Fq%3Dghee%20oil%26category%3Dc1");
    expect(new URL(loginPathFor("/shop?q=a&b=c"), "http://x").searchParams.get("redirectTo")).toBe("/shop?q=a&b=c");
  });

  it("signs in in the page's language: a Telugu page's sign-in is /te/login and comes back to the Telugu page", () => {
    expect(loginPathFor("/te/checkout")).toBe("/te/login?redirectTo=%2Fte%2Fcheckout");
    expect(loginPathFor("/te?x=1")).toBe("/te/login?redirectTo=%2Fte%3Fx%3D1");
    expect(loginPathFor("/te/shop?q=నూనె")).toBe(`/te/login?redirectTo=${encodeURIComponent("/te/shop?q=నూనె")}`);
    // An English page whose query mentions /te stays English.
    expect(loginPathFor("/shop?next=/te/x")).toBe("/login?redirectTo=%2Fshop%3Fnext%3D%2Fte%2Fx");
    expect(loginPathFor("/tea")).toBe("/login?redirectTo=%2Ftea");
  });

  it("drops a target that is not a same-origin path", () => {
    expect(loginPathFor("//evil.example")).toBe("/login");
    expect(withRedirectParam("/forgot-password", "https://evil.example")).toBe("/forgot-password");
    expect(withRedirectParam("/forgot-password", null)).toBe("/forgot-password");
  });

  it("adds the parameter to a link with or without a query string", () => {
    expect(withRedirectParam("/forgot-password", "/checkout")).toBe("/forgot-password?redirectTo=%2Fcheckout");
    expect(withRedirectParam("/login?mode=signup", "/checkout")).toBe("/login?mode=signup&redirectTo=%2Fcheckout");
  });
});
