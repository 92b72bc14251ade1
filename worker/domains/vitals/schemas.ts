/**
 * The speed beacon a visitor's browser sends (POST /api/vitals) and the admin overview's query
 * (GET /api/admin/vitals). A beacon names a page pattern and a few metric values, nothing about the visitor.
 */
import { z } from "zod";
import { isVitalsPage, MAX_VITAL_VALUE, VITAL_METRICS, type VitalMetric } from "./shared";
import { fieldError } from "../../shared/text-fields";

/** More than a page view can produce (5 metrics, each once); the schema allows a few for future metrics. */
export const MAX_BEACON_METRICS = 10;
/** The body limit of a beacon: a real one is about 150 bytes. */
export const VITALS_BODY_LIMIT_BYTES = 2 * 1024;
export const MAX_VITALS_DAYS = 35;

const metricSchema = z
  .object(
    {
      name: z.enum(VITAL_METRICS, { error: `Metric name must be one of ${VITAL_METRICS.join(", ")}` }),
      // zod refuses Infinity (what JSON.parse makes of 1e999) as not a number at all.
      value: z.number({ error: fieldError("Metric value", "a finite number") }),
    },
    { error: "Each metric must be an object with a name and a value" },
  )
  .superRefine((metric, context) => {
    if (metric.value < 0) context.addIssue({ code: "custom", path: ["value"], message: `Metric value of ${metric.name} cannot be negative` });
    const max = MAX_VITAL_VALUE[metric.name];
    if (metric.value > max) context.addIssue({ code: "custom", path: ["value"], message: `Metric value of ${metric.name} must be at most ${max}` });
  });

export const vitalsBeaconSchema = z.object({
  page: z
    .string({ error: fieldError("Page", "a route pattern such as /products/:slug") })
    .refine(isVitalsPage, "Page must be one of the shop's public route patterns (such as /products/:slug), not a URL"),
  metrics: z
    .array(metricSchema, { error: fieldError("Metrics", "a list of { name, value }") })
    .min(1, "Metrics must hold at least one metric")
    .max(MAX_BEACON_METRICS, `Metrics can hold at most ${MAX_BEACON_METRICS} metrics`)
    .refine((metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length, "Metrics must name each metric once"),
});

export type VitalsBeacon = { page: string; metrics: { name: VitalMetric; value: number }[] };

export const vitalsQuerySchema = z.object({
  days: z.coerce
    .number({ error: "days must be a whole number of days" })
    .int("days must be a whole number of days")
    .min(1, "days must be at least 1")
    .max(MAX_VITALS_DAYS, `days can be at most ${MAX_VITALS_DAYS}`)
    .default(30),
});
