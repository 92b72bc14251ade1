/**
 * The migrated database's triggers, for the tests that hold them to their TypeScript definitions (the sale rule's
 * roll-up triggers, the catalogue version's, the stock ledger's). SQLite keeps each CREATE TRIGGER statement as it
 * was written in its migration, so the comparison forgives layout and keyword case but nothing else: whitespace runs
 * become one space (none around brackets, commas and semicolons) and text outside string literals is lower-cased;
 * literals such as strftime's '%Y' stay exact.
 */
import { env } from "cloudflare:test";

export type DatabaseTrigger = { name: string; table: string; sql: string };

export async function databaseTriggers(): Promise<DatabaseTrigger[]> {
  const { results } = await env.DB.prepare("select name, tbl_name as \"table\", sql from sqlite_master where type = 'trigger' order by name").all<DatabaseTrigger>();
  return results;
}

export function normaliseSql(sql: string): string {
  return sql
    .split(/('(?:[^']|'')*')/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/\s+/g, " ").replace(/ ?([(),;]) ?/g, "$1").toLowerCase()))
    .join("")
    .trim()
    .replace(/;$/, "");
}

/**
 * The normalised text cut after every comma and semicolon, for toEqual: a failing comparison then shows the very
 * clause that differs instead of two long lines.
 */
export function sqlClauses(sql: string): string[] {
  return normaliseSql(sql).split(/(?<=[,;])/);
}

/** The CREATE TABLE statement of a table, as stored. */
export async function tableSql(table: string): Promise<string> {
  const row = await env.DB.prepare("select sql from sqlite_master where type = 'table' and name = ?").bind(table).first<{ sql: string }>();
  return row?.sql ?? "";
}
