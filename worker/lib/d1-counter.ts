/**
 * Counts the SQL statements a request sends to D1 (every statement is prepared once, batched or not).
 * Used only when the D1_STATEMENT_HEADER variable is "on" (the benchmark sets it), to prove that page and list
 * requests cost a fixed number of statements however large the catalogue grows.
 */
export type StatementCounter = { statements: number };

export function countingD1(d1: D1Database, counter: StatementCounter): D1Database {
  return new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") {
        return (query: string) => {
          counter.statements += 1;
          return target.prepare(query);
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
