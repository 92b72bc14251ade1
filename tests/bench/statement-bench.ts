/**
 * The bank statement benchmark (issue 16), run by `npm run bench` on the orders the analytics section seeded:
 * a 10,000-line HDFC export is imported (twice: the second import must store nothing), then the matcher is read
 * (summary and a page of matches) and "Verify all matched" runs once. Each step's wall time and D1 statements are
 * printed, with the query plans of the summary's statements.
 *
 * Budgets (from the issue): the import and the match each under 10 s, at most 5 D1 statements per 1,000 lines of
 * the import (the credits travel in a few set-based INSERTs, never one statement per line).
 */
import { runnerImport } from "vite";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import type { SQL } from "drizzle-orm";
import { runWrangler } from "../helpers/local-server.ts";

export const STATEMENT_LINES = 10_000;
const REFERENCE_CREDITS = 7_000;
/** Of the credits carrying an order's UPI reference, one in this many pays less than the bill. */
const SHORT_EVERY = 7;
const DEBITS = 1_500;
const TIME_BUDGET_MS = 10_000;
const STATEMENTS_PER_1000_LINES_BUDGET = 5;

export type Auth = { Authorization: string };
type BenchOrder = { id: string; utr: string; bill: number; createdAt: string };
type Line = { day: string; narration: string; reference: string; debit: number; credit: number };
type Mix = { matched: number; short: number; unmatched: number; debits: number };

const pad = (text: string | number, width: number) => String(text).padEnd(width);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const istDay = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);
const rupees = (paise: number) => (paise / 100).toFixed(2);

function hdfcDate(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year.slice(2)}`;
}

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const PAYERS = ["RAVI KUMAR", "ASHA RANI", "GOPAL REDDY", "LAKSHMI DEVI", "SURESH BABU", "MEENA KUMARI"];

function upiLine(day: string, utr: string, creditPaise: number, payer: string): Line {
  return { day, narration: `UPI-${payer}-payer@okaxis-UTIB0000123-${utr}-Payment`, reference: `0000${utr}`, debit: 0, credit: creditPaise };
}

/** Bench orders with a reported UPI reference, their bills as stored (the seed's bills depend on the catalogue). */
function ordersWithReference(state: string, limit: number): BenchOrder[] {
  const output = runWrangler([
    "d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command",
    `select id, transaction_id as utr, bill_paise as bill, created_at as createdAt from orders
      where id >= 'BENCHORDER' and id < 'BENCHORDES' and transaction_id is not null order by id limit ${limit}`,
  ]);
  return JSON.parse(output)[0].results as BenchOrder[];
}

/**
 * The statement's lines, in date order: credits carrying a bench order's UPI reference (the exact bill, or short of
 * it), credits of no order (UPI payments with unknown references and NEFT transfers, random amounts: some of them
 * equal an unpaid order's bill nearby and become suggestions), and debits, all dated within the orders' period.
 */
function statementLines(orders: BenchOrder[], now: number): { lines: Line[]; mix: Mix } {
  const rand = random(20260916);
  const lines: Line[] = [];
  const mix: Mix = { matched: 0, short: 0, unmatched: 0, debits: 0 };
  orders.forEach((order, index) => {
    const short = index % SHORT_EVERY === 0 && order.bill > 200;
    const amount = short ? order.bill - Math.max(100, Math.floor(order.bill / 10)) : order.bill;
    lines.push(upiLine(istDay(order.createdAt), order.utr, amount, PAYERS[index % PAYERS.length]));
    if (short) mix.short += 1;
    else mix.matched += 1;
  });
  const periodDay = () => istDay(new Date(now - Math.floor(rand() * 60 * 86_400_000)).toISOString());
  const others = STATEMENT_LINES - orders.length - DEBITS;
  for (let i = 0; i < others; i++) {
    const amount = (50 + Math.floor(rand() * 4950)) * 100;
    if (i % 5 === 0) {
      lines.push({ day: periodDay(), narration: `NEFT CR-SBIN0001234-GOPAL TRADERS-INVOICE ${i}`, reference: `SBIN4${String(i).padStart(11, "0")}`, debit: 0, credit: amount });
    } else {
      // 9xxxxxxxxxxx: never a bench order's reference (those are 1000xxxxxxxx).
      lines.push(upiLine(periodDay(), String(900_000_000_000 + i), amount, PAYERS[i % PAYERS.length]));
    }
    mix.unmatched += 1;
  }
  for (let i = 0; i < DEBITS; i++) {
    lines.push({ day: periodDay(), narration: `POS 4321XXXXXX1234 PACKAGING SUPPLIES ${i}`, reference: `0000${String(i).padStart(12, "0")}`, debit: (100 + Math.floor(rand() * 2000)) * 100, credit: 0 });
    mix.debits += 1;
  }
  lines.sort((a, b) => a.day.localeCompare(b.day));
  return { lines, mix };
}

/** An HDFC net-banking CSV export (the preset is detected from the header row), with its preamble and footer. */
function hdfcCsv(lines: Line[]): string {
  let balance = 50_000_000;
  const rows = lines.map((line) => {
    balance += line.credit - line.debit;
    const date = hdfcDate(line.day);
    return [date, `"${line.narration}"`, line.reference, date, line.debit ? rupees(line.debit) : "", line.credit ? rupees(line.credit) : "", rupees(balance)].join(",");
  });
  return [
    "HDFC BANK Ltd.,,,,,,",
    "Account No :50100012345678,,,,,,",
    "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
    ...rows,
    "",
    "STATEMENT SUMMARY,,,,,,",
  ].join("\n");
}

type Timed<T> = { ms: number; statements: number; status: number; body: T };

async function timed<T>(url: string, init: RequestInit): Promise<Timed<T>> {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = (await response.json()) as T;
  return { ms: performance.now() - started, statements: Number(response.headers.get("X-D1-Statements") ?? Number.NaN), status: response.status, body };
}

type Summary = { counts: Record<string, number>; verifiable: number; credits: number };
type ImportAnswer = { statement: { lines: number; credits: number; duplicates: number }; summary: Summary; verified: number };

function upload(base: string, auth: Auth, csv: string) {
  const form = new FormData();
  form.set("file", new File([csv], "bench-statement.csv", { type: "text/csv" }));
  return timed<ImportAnswer>(`${base}/api/admin/payments/statements`, { method: "POST", headers: auth, body: form });
}

/** Three runs of a read; the median run's figures. */
async function medianRun<T>(url: string, auth: Auth): Promise<Timed<T>> {
  const runs: Timed<T>[] = [];
  for (let i = 0; i < 3; i++) runs.push(await timed<T>(url, { headers: auth }));
  const ms = median(runs.map((run) => run.ms));
  return runs.find((run) => run.ms === ms)!;
}

/** `?` placeholders replaced by literals, outside quoted strings (wrangler's --command takes no parameters). */
function inlineParams(query: string, params: unknown[]): string {
  let out = "";
  let quoted = false;
  let next = 0;
  for (const char of query) {
    if (char === "'") quoted = !quoted;
    if (char === "?" && !quoted) {
      const value = params[next++];
      out += typeof value === "number" ? String(value) : value === null ? "null" : `'${String(value).replaceAll("'", "''")}'`;
    } else out += char;
  }
  return out;
}

/** The summary's own SQL (captured from the service, not copied), explained against the bench database. */
async function printSummaryPlans(state: string) {
  // Typed here, not imported: the service's types belong to the Worker's program, this script to Node's.
  type Matching = { paymentSummary: (ctx: { db: { all: (query: SQL) => Promise<unknown[]> } }) => Promise<unknown> };
  const { module } = await runnerImport<Matching>(new URL("../../worker/domains/payments/matching.ts", import.meta.url).pathname, {
    configFile: false,
    logLevel: "error",
  });
  const captured: SQL[] = [];
  const db = { all: async (query: SQL) => (captured.push(query), [{}]) };
  await module.paymentSummary({ db });
  const dialect = new SQLiteSyncDialect();
  console.log("\nQuery plans of the payment summary's statements");
  for (const [index, query] of captured.entries()) {
    const { sql, params } = dialect.sqlToQuery(query);
    const output = runWrangler(["d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command", `explain query plan ${inlineParams(sql, params)}`]);
    const rows = JSON.parse(output)[0].results as { id: number; parent: number; detail: string }[];
    const depth = new Map<number, number>([[0, 0]]);
    console.log(`statement ${index + 1}:`);
    for (const row of rows) {
      depth.set(row.id, (depth.get(row.parent) ?? 0) + 1);
      console.log(`${"  ".repeat(depth.get(row.id)!)}${row.detail}`);
    }
  }
}

export async function statementSection(base: string, state: string, auth: Auth, failures: string[]) {
  const orders = ordersWithReference(state, REFERENCE_CREDITS);
  // wrangler blocked this process for a while (so did the previous section's): let it see that the server closed our
  // idle keep-alive connection, and spend any stale one on a GET (retried) rather than on the upload (a POST is not).
  await new Promise((resolve) => setImmediate(resolve));
  await fetch(`${base}/api/health`).catch(() => undefined);
  const { lines, mix } = statementLines(orders, Date.now());
  const csv = hdfcCsv(lines);
  const credits = STATEMENT_LINES - mix.debits;
  console.log(
    `\nBank statement: ${STATEMENT_LINES.toLocaleString("en-IN")} lines (${(csv.length / 1024 / 1024).toFixed(1)} MB HDFC CSV): ` +
      `${mix.matched} exact bills, ${mix.short} short, ${mix.unmatched} of no order's reference, ${mix.debits} debits`,
  );

  const first = await upload(base, auth, csv);
  const second = await upload(base, auth, csv);
  const summary = await medianRun<{ summary: Summary }>(`${base}/api/admin/payments/summary`, auth);
  const matches = await medianRun<{ matches: unknown[] }>(`${base}/api/admin/payments/matches?status=matched&pageSize=50`, auth);
  const verify = await timed<{ verified: number; remaining: number }>(`${base}/api/admin/payments/verify-matched`, { method: "POST", headers: auth });

  const perThousand = (run: Timed<unknown>) => ((run.statements / STATEMENT_LINES) * 1000).toFixed(1);
  console.log(`${pad("step", 54)}${pad("ms", 9)}${pad("D1 statements", 15)}result`);
  const row = (label: string, run: Timed<unknown>, result: string) => console.log(`${pad(label, 54)}${pad(run.ms.toFixed(0), 9)}${pad(run.statements, 15)}${result}`);
  row("import (POST /api/admin/payments/statements)", first, `${first.body.statement?.credits} credits, ${first.body.statement?.duplicates} duplicates; ${perThousand(first)} statements per 1,000 lines`);
  row("import again (same file)", second, `${second.body.statement?.duplicates} duplicates; ${perThousand(second)} statements per 1,000 lines`);
  row("summary (GET /api/admin/payments/summary)", summary, JSON.stringify(summary.body.summary?.counts));
  row("matches (GET ...matches?status=matched&pageSize=50)", matches, `${matches.body.matches?.length} listed`);
  row("verify all matched (POST ...verify-matched)", verify, `${verify.body.verified} verified, ${verify.body.remaining} left`);

  for (const [label, run] of [["import", first], ["second import", second], ["summary", summary], ["matches", matches], ["verify-matched", verify]] as const) {
    if (run.status >= 300) failures.push(`statement ${label}: HTTP ${run.status} ${JSON.stringify(run.body)}`);
  }
  // The counts prove the lines were read and matched: an import that dropped lines would also be fast.
  if (first.body.statement?.credits !== credits || first.body.statement?.duplicates !== 0) failures.push(`statement import: ${JSON.stringify(first.body.statement)} (expected ${credits} credits, 0 duplicates)`);
  if (second.body.statement?.duplicates !== credits) failures.push(`statement import is not idempotent: the second import found ${second.body.statement?.duplicates} duplicates of ${credits}`);
  const counts = summary.body.summary?.counts ?? {};
  if (counts.matched !== mix.matched || counts.short !== mix.short) failures.push(`statement match: ${counts.matched} matched and ${counts.short} short (expected ${mix.matched} and ${mix.short})`);
  if (first.ms >= TIME_BUDGET_MS) failures.push(`statement import: ${first.ms.toFixed(0)} ms (budget ${TIME_BUDGET_MS} ms)`);
  if (summary.ms >= TIME_BUDGET_MS) failures.push(`statement match (summary): ${summary.ms.toFixed(0)} ms (budget ${TIME_BUDGET_MS} ms)`);
  if (matches.ms >= TIME_BUDGET_MS) failures.push(`statement match (matches): ${matches.ms.toFixed(0)} ms (budget ${TIME_BUDGET_MS} ms)`);
  for (const [label, run] of [["import", first], ["second import", second]] as const) {
    if (!(run.statements / (STATEMENT_LINES / 1000) <= STATEMENTS_PER_1000_LINES_BUDGET)) {
      failures.push(`statement ${label}: ${run.statements} D1 statements for ${STATEMENT_LINES} lines (budget ${STATEMENTS_PER_1000_LINES_BUDGET} per 1,000 lines)`);
    }
  }
  await printSummaryPlans(state);
}
