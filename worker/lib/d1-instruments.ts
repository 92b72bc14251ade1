/**
 * Benchmark instrumentation of D1, used only when the D1_STATEMENT_HEADER variable is "on" (`npm run bench` sets
 * it; deployments keep it "off"):
 * - statements: SQL statements prepared (batched or not), to prove a page costs a fixed number however large the
 *   catalogue grows;
 * - round trips: calls that wait on D1 (a statement run, or a whole batch); sequential ones are those started
 *   while no other was in flight, i.e. the length of the request's critical path in D1 round trips;
 * - a latency model: `delayMs` added to every round trip, as a shopper far from the primary database would see
 *   it (the bench sends X-Bench-D1-Delay-Ms).
 */
export type D1Instruments = {
  statements: number;
  roundTrips: number;
  sequentialRoundTrips: number;
  inFlight: number;
  delayMs: number;
};

export const BENCH_DELAY_HEADER = "X-Bench-D1-Delay-Ms";
const MAX_BENCH_DELAY_MS = 1_000;

export function newInstruments(request: Request): D1Instruments {
  const asked = Number(request.headers.get(BENCH_DELAY_HEADER) ?? 0);
  const delayMs = Number.isFinite(asked) ? Math.min(Math.max(asked, 0), MAX_BENCH_DELAY_MS) : 0;
  return { statements: 0, roundTrips: 0, sequentialRoundTrips: 0, inFlight: 0, delayMs };
}

async function roundTrip<T>(instruments: D1Instruments, run: () => Promise<T>): Promise<T> {
  instruments.roundTrips += 1;
  if (instruments.inFlight === 0) instruments.sequentialRoundTrips += 1;
  instruments.inFlight += 1;
  try {
    if (instruments.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, instruments.delayMs));
    return await run();
  } finally {
    instruments.inFlight -= 1;
  }
}

type Statement = D1PreparedStatement;
const EXECUTING = new Set<PropertyKey>(["first", "all", "run", "raw"]);
/** The binding's batch() only takes its own statements: a wrapped one maps back to what it wraps. */
const unwrapped = new WeakMap<object, Statement>();

function instrumentStatement(statement: Statement, instruments: D1Instruments): Statement {
  const wrapped = new Proxy(statement, {
    get(target, property) {
      if (property === "bind") return (...values: unknown[]) => instrumentStatement(target.bind(...values), instruments);
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== "function") return value;
      if (EXECUTING.has(property)) return (...args: unknown[]) => roundTrip(instruments, () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
  unwrapped.set(wrapped, statement);
  return wrapped;
}

/** The session with every statement and batch counted (and delayed, in the latency model). */
export function instrumentSession(session: D1DatabaseSession, instruments: D1Instruments): D1DatabaseSession {
  return new Proxy(session, {
    get(target, property) {
      if (property === "prepare") {
        return (query: string) => {
          instruments.statements += 1;
          return instrumentStatement(target.prepare(query), instruments);
        };
      }
      if (property === "batch") {
        return (statements: Statement[]) => roundTrip(instruments, () => target.batch(statements.map((statement) => unwrapped.get(statement) ?? statement)));
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The figures as response headers, for the bench to read. */
export function instrumentHeaders(instruments: D1Instruments, startedAt: number): Record<string, string> {
  return {
    "X-D1-Statements": String(instruments.statements),
    "X-D1-Round-Trips": String(instruments.roundTrips),
    "X-D1-Sequential-Round-Trips": String(instruments.sequentialRoundTrips),
    // Date.now() advances across I/O in workerd, which is what a D1-bound request waits on.
    "Server-Timing": `total;dur=${Date.now() - startedAt}`,
  };
}
