/**
 * Issue 32, run by `npm run bench` on the bench orders (after the analytics and statement sections): the COD risk
 * score's one SQL statement (worker/domains/cod/risk.ts) at 100,000 past orders. The bench orders are first given
 * what the score reads (40 % of them COD, a third of the delivered COD ones returned, 400 pincodes of ONE postal
 * district, so the district's range is every order, the worst case; phone, address, IP and device keys), then the
 * statement is run for a prospective order of a busy customer and its server time (D1's own duration) is read.
 * Budget: under 20 ms (median of 7 runs), and its query plan is printed.
 */
import { runnerImport } from "vite";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import type { SQL } from "drizzle-orm";
import { runWrangler } from "../helpers/local-server.ts";

// Typed here, not imported: the Worker's modules belong to its program, this script to Node's (as statement-bench.ts).
type Prospect = { userId: string; pincode: string; phoneKey: string | null; addressKey: string | null; ipHash: string | null; deviceHash: string | null };
type RiskModule = { riskStatement: (prospect: Prospect) => SQL };

async function riskStatement(prospect: Prospect): Promise<SQL> {
  const { module } = await runnerImport<RiskModule>(new URL("../../worker/domains/cod/risk.ts", import.meta.url).pathname, { configFile: false, logLevel: "error" });
  return module.riskStatement(prospect);
}

const BUDGET_MS = 20;
const RUNS = 7;

const BENCH_RANGE = "id >= 'BENCHORDER' and id < 'BENCHORDES'";

/** Gives the bench orders the columns the score reads (deterministic, from their ids). */
const SPREAD = [
  `update orders set
     payment_method = case when cast(substr(id, -3) as integer) % 10 < 4 then 'cod' else 'upi' end,
     pincode = '52' || printf('%04d', cast(substr(id, -5) as integer) % 400),
     phone_key = '+9190' || printf('%08d', cast(substr(user_id, -5) as integer)),
     address_key = printf('%d road', cast(substr(user_id, -5) as integer)) || '|522001',
     client_ip_hash = printf('ip%d', cast(substr(id, -4) as integer) % 5000),
     device_hash = printf('dev%d', cast(substr(user_id, -5) as integer))
   where ${BENCH_RANGE}`,
  `update orders set order_status = 'returned' where ${BENCH_RANGE} and payment_method = 'cod' and order_status = 'delivered' and cast(substr(id, -2) as integer) % 3 = 0`,
];

/** The statement with its parameters written in (wrangler d1 execute takes no bindings). */
async function literalSql(prospect: Prospect): Promise<string> {
  const { sql, params } = new SQLiteSyncDialect().sqlToQuery(await riskStatement(prospect));
  let index = 0;
  return sql.replace(/\?/g, () => {
    const value = params[index++];
    if (value === null || value === undefined) return "null";
    return typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function riskSection(state: string, failures: string[]) {
  for (const statement of SPREAD) runWrangler(["d1", "execute", "DB", "--local", "--persist-to", state, "--yes", "--command", statement.replace(/\s+/g, " ")]);
  const busiest = JSON.parse(runWrangler(["d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command",
    `select user_id as userId, pincode, phone_key as phoneKey, address_key as addressKey, client_ip_hash as ipHash, device_hash as deviceHash
       from orders where ${BENCH_RANGE} group by user_id order by count(*) desc limit 1`]))[0].results[0];
  const query = await literalSql(busiest as Prospect);
  const durations: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const [answer] = JSON.parse(runWrangler(["d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command", query]));
    const duration = Number(answer.meta?.duration);
    if (!Number.isFinite(duration)) throw new Error(`risk bench: D1 reported no duration: ${JSON.stringify(answer.meta)}`);
    durations.push(duration);
    if (i === 0) console.log(`\nCOD risk score at 100,000 orders, one statement; its answer: ${JSON.stringify(answer.results[0])}`);
  }
  const plan = JSON.parse(runWrangler(["d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command", `explain query plan ${query}`]))[0].results as { detail: string }[];
  console.log(`plan: ${plan.map((row) => row.detail).join(" | ")}`);
  console.log(`risk statement server time (median of ${RUNS}): ${median(durations).toFixed(2)} ms (budget < ${BUDGET_MS} ms); runs: ${durations.map((d) => d.toFixed(2)).join(", ")}`);
  if (median(durations) >= BUDGET_MS) failures.push(`COD risk statement: ${median(durations).toFixed(2)} ms at 100,000 orders (budget < ${BUDGET_MS} ms)`);
}
