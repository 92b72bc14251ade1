/**
 * The maths of the speed histograms (worker/domains/vitals/shared.ts): every value lands in the bucket whose range holds it, a
 * bucket's value is within 3.5% of everything in it, buckets keep the order of values, and ratings follow
 * web.dev's thresholds at their edges.
 */
import { describe, expect, it } from "vitest";
import { BUCKET_GROWTH, bucketOf, bucketValue, MAX_VITAL_VALUE, rateVital, VITAL_METRICS } from "../../worker/domains/vitals/shared";

/** Values from a fixed seed (mulberry32), so a failure can be replayed. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("bucketOf and bucketValue", () => {
  it("puts each value in the bucket whose range holds it, and stands for it within 3.5%", () => {
    const random = seededRandom(18);
    for (const metric of VITAL_METRICS) {
      const scale = metric === "CLS" ? 1000 : 1;
      for (let i = 0; i < 2000; i++) {
        const value = Math.exp(random() * Math.log(MAX_VITAL_VALUE[metric] * scale)) / scale;
        const bucket = bucketOf(metric, value);
        const scaled = value * scale;
        if (scaled < 1) {
          expect(bucket).toBe(0);
          continue;
        }
        // The range of bucket b is [GROWTH^(b-1), GROWTH^b), computed here from the definition, not the module.
        expect(BUCKET_GROWTH ** (bucket - 1)).toBeLessThanOrEqual(scaled * (1 + 1e-9));
        expect(scaled).toBeLessThan(BUCKET_GROWTH ** bucket * (1 + 1e-9));
        expect(Math.abs(bucketValue(metric, bucket) - value) / value).toBeLessThanOrEqual(0.035);
      }
    }
  });

  it("keeps the order of values (so the p75 bucket holds the p75 value)", () => {
    const random = seededRandom(7);
    const values = Array.from({ length: 3000 }, () => random() * 20_000).sort((a, b) => a - b);
    const buckets = values.map((value) => bucketOf("LCP", value));
    for (let i = 1; i < buckets.length; i++) expect(buckets[i]).toBeGreaterThanOrEqual(buckets[i - 1]);
  });

  it("gives zero its own bucket and keeps the largest allowed values under 180 buckets", () => {
    expect(bucketOf("INP", 0)).toBe(0);
    expect(bucketValue("INP", 0)).toBe(0);
    expect(bucketOf("CLS", 0)).toBe(0);
    expect(bucketOf("LCP", 1)).toBe(1);
    expect(bucketOf("LCP", BUCKET_GROWTH)).toBe(2);
    for (const metric of VITAL_METRICS) expect(bucketOf(metric, MAX_VITAL_VALUE[metric])).toBeLessThan(180);
  });

  it("scales CLS before bucketing, so small shifts are told apart", () => {
    expect(bucketOf("CLS", 0.1)).not.toBe(bucketOf("CLS", 0.11));
    expect(bucketValue("CLS", bucketOf("CLS", 0.1))).toBeCloseTo(0.1, 2);
  });
});

describe("rateVital", () => {
  it.each([
    ["LCP", 2500, "good"],
    ["LCP", 2501, "needs improvement"],
    ["LCP", 4000, "needs improvement"],
    ["LCP", 4001, "poor"],
    ["INP", 200, "good"],
    ["INP", 500, "needs improvement"],
    ["INP", 501, "poor"],
    ["CLS", 0.1, "good"],
    ["CLS", 0.25, "needs improvement"],
    ["CLS", 0.26, "poor"],
    ["TTFB", 800, "good"],
    ["TTFB", 1800, "needs improvement"],
    ["TTFB", 1801, "poor"],
  ] as const)("%s of %s is %s", (metric, value, rating) => {
    expect(rateVital(metric, value)).toBe(rating);
  });
});
