/**
 * The wellness protocol data (SPEC.md section 3, "Protocol data"): groups of conditions; a condition has
 * categories of items (name with a duration, or a note), optional best practices and notes.
 * Every text is traditional dietary practice in our own words: never a claim to cure or treat a disease.
 * Pages import only types from here (erased at build), so zod stays out of the browser bundle. The data lives in
 * worker/domains/wellness/data/protocols.json and is checked against protocolContentSchema when the Worker first reads it.
 */
import { z } from "zod";

export const PROTOCOL_CATEGORY_NAMES = [
  "Oils",
  "Millets",
  "Decoctions (Kashyam)",
  "Juices",
  "Plant-based Milk",
  "Laddus",
  "Green leaf vegetable",
  "Additional Notes",
  "Additional Practices",
] as const;

export const PROTOCOL_GROUP_IDS = ["autoimmune", "cancer", "preventive"] as const;

const text = z.string().trim().min(1);

export const protocolItemSchema = z.union([
  z.object({ name: text, duration: text }).strict(),
  z.object({ note: text }).strict(),
]);

export const protocolCategorySchema = z
  .object({
    category: z.enum(PROTOCOL_CATEGORY_NAMES),
    best_practices: text.optional(),
    items: z.array(protocolItemSchema).min(1),
  })
  .strict();

export const protocolDiseaseSchema = z
  .object({
    /** Stable kebab-case id, used in URLs and by the assistant. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: text,
    /** Telugu name, when there is a common one. */
    teluguName: text.optional(),
    /** Other names people type: synonyms, Telugu words in Latin letters, common misspellings. */
    aliases: z.array(text),
    categories: z.array(protocolCategorySchema).min(1),
    notes: text.optional(),
  })
  .strict();

export const protocolGroupSchema = z
  .object({
    id: z.enum(PROTOCOL_GROUP_IDS),
    /** The tab label: Special Diseases, Cancer Protocols, Preventive Measures. */
    title: text,
    diseases: z.array(protocolDiseaseSchema).min(1),
  })
  .strict();

export const protocolDataSchema = z.array(protocolGroupSchema).length(3);

/** A "How to Make" card: a preparation every protocol relies on (Ambali, leaf decoctions). */
export const protocolRecipeSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    title: text,
    intro: text,
    image: z.string().startsWith("/"),
    heading: text,
    steps: z.array(text).min(1),
  })
  .strict();

/** Everything of worker/domains/wellness/data/protocols.json: checked once per isolate when first read (worker/domains/wellness/protocols.ts). */
export const protocolContentSchema = z
  .object({
    quote: z.object({ text, author: text }).strict(),
    /** Shown with every protocol and every assistant answer. */
    disclaimer: text,
    recipes: z.array(protocolRecipeSchema).min(1),
    groups: protocolDataSchema,
  })
  .strict();

export type ProtocolItem = z.infer<typeof protocolItemSchema>;
export type ProtocolCategory = z.infer<typeof protocolCategorySchema>;
export type ProtocolDisease = z.infer<typeof protocolDiseaseSchema>;
export type ProtocolGroup = z.infer<typeof protocolGroupSchema>;
export type ProtocolRecipe = z.infer<typeof protocolRecipeSchema>;
export type ProtocolContent = z.infer<typeof protocolContentSchema>;

/** A condition as the /protocols page lists it: enough to show and filter its card; the tables load on opening. */
export type ProtocolConditionCard = Pick<ProtocolDisease, "id" | "name" | "teluguName" | "aliases">;

/** What the /protocols page is rendered from: everything but the conditions' tables. */
export type ProtocolSummary = Omit<ProtocolContent, "groups"> & {
  groups: { id: ProtocolGroup["id"]; title: string; diseases: ProtocolConditionCard[] }[];
};
