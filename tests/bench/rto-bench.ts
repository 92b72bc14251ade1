/**
 * The returns (RTO) analytics benchmark (issue 32 item 5), run by `npm run bench` last, on the orders the analytics
 * section seeded: first it makes them a cash-on-delivery shop's (about half COD, in every outcome, spread over 3,000
 * pincodes of ~700 districts in 9 states, with COD rules, advances, confirmations and courier costs, after
 * every other section has read the orders as seeded; three UPDATEs in one file), then times GET /api/admin/analysis/rto over 365 days (every
 * seeded order) and prints the query plan of its own statement (captured from the service, not copied).
 *
 * Checked: its statement reads the period once, through orders_analytics_idx (never a scan of the orders), and the
 * answer has COD outcomes. The time is printed, not budgeted yet: a year of 100,000 orders costs a table look-up per
 * order (3.2 s server time measured on a 2-core machine under a load average of 8; the first version's four passes
 * 6.8 s). Under 100 ms, like the sales dashboard, needs per-day roll-ups kept by triggers (a migration).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { runnerImport } from "vite";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import type { SQL } from "drizzle-orm";
import { runWrangler } from "../helpers/local-server.ts";
import type { Auth } from "./statement-bench.ts";

const SAMPLES = 11;

const pad = (text: string | number, width: number) => String(text).padEnd(width);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The bench orders' own number (BENCHORDER0000…n), spread by a multiplier into pseudo-random buckets. */
const N = "cast(substr(id, 11) as integer)";
const bucket = (multiplier: number, size: number) => `((${N} * ${multiplier}) % ${size})`;

/** Three UPDATEs: a COD mix over the seeded orders (the sales roll-ups follow through their triggers). */
const COD_MIX_SQL = `
update orders set
  pincode = cast(110001 + ${bucket(7919, 3000)} * 250 as text),
  state = case substr(cast(110001 + ${bucket(7919, 3000)} * 250 as text), 1, 1)
    when '1' then 'Delhi' when '2' then 'Uttar Pradesh' when '3' then 'Rajasthan' when '4' then 'Maharashtra'
    when '5' then 'Andhra Pradesh' when '6' then 'Tamil Nadu' when '7' then 'West Bengal' else 'Assam' end,
  cod_rule = case when ${bucket(31, 10)} < 6 then 'offered' when ${bucket(31, 10)} = 6 then 'advance'
    when ${bucket(31, 10)} = 7 then 'refused-score' when ${bucket(31, 10)} = 8 then 'refused-limit' else 'refused-blocked' end
where id >= 'BENCHORDER' and id < 'BENCHORDES';
update orders set
  payment_method = 'cod', transaction_id = null, cod_fee_paise = 4000,
  advance_paise = iif(cod_rule = 'advance', 5000, 0),
  amount_paid_paise = iif(cod_rule = 'advance' and ${bucket(13, 2)} = 0, 5000, 0),
  payment_status = iif(${bucket(17, 10)} < 4, 'verified', 'cod'),
  order_status = case when ${bucket(17, 10)} < 4 then 'delivered' when ${bucket(17, 10)} < 6 then 'returned'
    when ${bucket(17, 10)} < 8 then 'shipped' when ${bucket(17, 10)} = 8 then 'cancelled' else 'not yet delivered' end,
  cod_confirmation_status = case when ${bucket(17, 10)} = 8 then 'expired' when ${bucket(17, 10)} = 9 then 'awaiting' else 'confirmed' end,
  cod_confirmed_by = iif(${bucket(23, 4)} = 0, 'admin:bench', 'customer'),
  rto_forward_cost_paise = iif(${bucket(17, 10)} in (4, 5) and ${bucket(29, 3)} > 0, 9000, null),
  rto_return_cost_paise = iif(${bucket(17, 10)} in (4, 5) and ${bucket(29, 3)} > 0, 8000, null)
where id >= 'BENCHORDER' and id < 'BENCHORDES' and order_status = 'not yet delivered' and payment_status in ('pending', 'done', 'verified')
  and cod_rule in ('offered', 'advance');
update orders set amount_paid_paise = bill_paise where id >= 'BENCHORDER' and id < 'BENCHORDES' and payment_method = 'cod' and payment_status = 'verified';
`;

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

/** The service's own statement over the last 365 days, explained against the bench database. */
async function printPlans(state: string, failures: string[]) {
  // Typed here, not imported: the service's types belong to the Worker's program, this script to Node's.
  type Rto = { rtoStatement: (from: string, to: string) => SQL };
  const { module } = await runnerImport<Rto>(new URL("../../worker/domains/analytics/rto.ts", import.meta.url).pathname, { configFile: false, logLevel: "error" });
  const now = Date.now();
  const dialect = new SQLiteSyncDialect();
  console.log("\nQuery plan of the RTO analytics' statement");
  for (const [index, statement] of [module.rtoStatement(new Date(now - 365 * 86_400_000).toISOString(), new Date(now).toISOString())].entries()) {
    const { sql, params } = dialect.sqlToQuery(statement);
    const output = runWrangler(["d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command", `explain query plan ${inlineParams(sql, params)}`]);
    const details = (JSON.parse(output)[0].results as { detail: string }[]).map((row) => row.detail);
    console.log(`statement ${index + 1}: ${details.join(" | ")}`);
    if (details.some((detail) => /^SCAN o\b/.test(detail))) failures.push(`RTO analytics: statement ${index + 1} scans every order`);
  }
}

export async function rtoSection(base: string, state: string, auth: Auth, failures: string[]) {
  const file = join(state, "rto-cod-mix.sql");
  writeFileSync(file, COD_MIX_SQL);
  runWrangler(["d1", "execute", "DB", "--local", "--persist-to", state, "--file", file, "--yes"]);
  // wrangler blocked this process for a while: spend any keep-alive connection the server closed on a GET.
  await fetch(`${base}/api/health`).catch(() => undefined);
  const totalMs: number[] = [];
  const serverMs: number[] = [];
  let bytes = 0;
  let body: { totals?: { codOrders: number; outcomes: number; returned: number }; paymentMix?: { orders: number }; byPincode?: unknown[] } = {};
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/admin/analysis/rto?period=365d`, { headers: auth });
    const text = await response.text();
    totalMs.push(performance.now() - started);
    serverMs.push(Number(/dur=(\d+)/.exec(response.headers.get("Server-Timing") ?? "")?.[1] ?? Number.NaN));
    bytes = Buffer.byteLength(text);
    if (!response.ok) throw new Error(`GET /api/admin/analysis/rto: ${response.status} ${text}`);
    body = JSON.parse(text);
  }
  console.log(`\nReturns (RTO) analytics over 365 days: ${body.paymentMix?.orders.toLocaleString("en-IN")} orders, ${body.totals?.codOrders.toLocaleString("en-IN")} COD, ` +
    `${body.totals?.outcomes.toLocaleString("en-IN")} outcomes, ${body.totals?.returned.toLocaleString("en-IN")} returned; ${body.byPincode?.length} pincodes listed`);
  console.log(`${pad("GET /api/admin/analysis/rto?period=365d", 44)}median ${median(totalMs).toFixed(0)} ms end to end, server ${median(serverMs)} ms, ${bytes.toLocaleString("en-IN")} bytes`);
  if (!body.totals?.outcomes) failures.push("RTO analytics: the bench orders have no COD outcome (the COD mix did not apply)");
  await printPlans(state, failures);
}
