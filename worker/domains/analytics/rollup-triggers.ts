/**
 * The SQL of the six triggers that keep the sales roll-ups (./tables.ts) in step with orders and order_items,
 * rendered from the sale rule (./sale-rule.ts). SQLite runs the rule inside the triggers, so it exists in SQL too;
 * this file is where that SQL comes from: migration 0011 created exactly this text, a test
 * (tests/analytics/rollups.test.ts) fails when the migrated database's triggers differ from it, and a migration that
 * changes the rule pastes what `npm run db:triggers -- sales --replace` prints (the triggers, then the roll-ups
 * rebuilt from the orders so old rows follow the new rule too).
 *
 * Every trigger repeats one pattern: subtract what the old row contributed, add what the new row contributes. Days
 * are calendar days in India. Imports carry their .ts extension: Node scripts load this file without a bundler.
 */
import { IST_OFFSET_MS } from "../../shared/ist.ts";
import { cancelledOrderSql, codCollectedSql, codOrderSql, codReturnedSql, fakeOrderSql, genuineSaleSql } from "./sale-rule.ts";

export type RenderedTrigger = { name: string; sql: string };

const sale = genuineSaleSql;
const IST_MINUTES = IST_OFFSET_MS / 60_000;

/** The order's calendar day in India. */
const dayOf = (order: string) => `date(${order}.created_at, '+${IST_MINUTES} minutes')`;

/** What a line paid: its bill scaled by its order's paid-to-bill ratio (fractional paise). */
const paidShare = (lineBill: string, order: string) =>
  `iif(${order}.bill_paise > 0, ${lineBill} * 1.0 * ${order}.amount_paid_paise / ${order}.bill_paise, 0)`;

type Figure = readonly [column: string, value: (order: string) => string];
const billIf = (condition: (order: string) => string, amount = "bill_paise") => (order: string) =>
  `iif(${condition(order)}, ${order}.${amount}, 0)`;

/** What one order adds to its customer's day (sales_customer_days, besides the name). */
const CUSTOMER_FIGURES: readonly Figure[] = [
  ["orders", sale],
  ["bill_paise", billIf(sale)],
  ["paid_paise", billIf(sale, "amount_paid_paise")],
  ["fake_orders", fakeOrderSql],
  ["fake_bill_paise", billIf(fakeOrderSql)],
];

/** What one order adds to its day (sales_days). */
const DAY_FIGURES: readonly Figure[] = [
  ["bill_paise", billIf(sale)],
  ["fake_orders", fakeOrderSql],
  ["cod_orders", codOrderSql],
  ["cod_collected", codCollectedSql],
  ["cod_collected_bill_paise", billIf(codCollectedSql)],
  ["cod_returned", codReturnedSql],
  ["cancelled_orders", cancelledOrderSql],
  ["cancelled_bill_paise", billIf(cancelledOrderSql)],
];

/** The order columns those figures read: a change of any other column leaves the roll-ups as they are. */
const WATCHED_ORDER_COLUMNS = ["created_at", "email_address", "name", "order_status", "payment_status", "payment_method", "bill_paise", "amount_paid_paise"];

/** The sales of each product, and of each pack (product and variant), per day: their keys besides the day. */
const LINE_ROLLUPS = [
  { table: "sales_product_days", keys: ["product_id"] },
  { table: "sales_variant_days", keys: ["product_id", "variant_id"] },
] as const;
type LineRollup = (typeof LINE_ROLLUPS)[number];

const columns = (figures: readonly Figure[]) => figures.map(([column]) => column).join(", ");
// Lists of figures go one to a line: a migration that pastes the rendered text stays readable.
const LIST = ",\n    ";
const values = (figures: readonly Figure[], order: string) => figures.map(([, value]) => value(order)).join(LIST);
const addedUp = (names: readonly string[]) => names.map((column) => `${column} = ${column} + excluded.${column}`).join(LIST);
const subtracted = (figures: readonly Figure[], order: string) => figures.map(([column, value]) => `${column} = ${column} - ${value(order)}`).join(LIST);
const LINE_COLUMNS = ["quantity", "revenue_paise", "paid_paise"];

function addOrder(order: string): string {
  return `
  INSERT INTO sales_customer_days (day, email, name, ${columns(CUSTOMER_FIGURES)})
  VALUES (${dayOf(order)}, ${order}.email_address, ${order}.name,
    ${values(CUSTOMER_FIGURES, order)})
  ON CONFLICT (day, email) DO UPDATE SET name = max(name, excluded.name),
    ${addedUp(CUSTOMER_FIGURES.map(([column]) => column))};
  INSERT INTO sales_days (day, ${columns(DAY_FIGURES)})
  VALUES (${dayOf(order)},
    ${values(DAY_FIGURES, order)})
  ON CONFLICT (day) DO UPDATE SET
    ${addedUp(DAY_FIGURES.map(([column]) => column))};`;
}

function subtractOrder(order: string): string {
  return `
  UPDATE sales_customer_days SET
    ${subtracted(CUSTOMER_FIGURES, order)}
  WHERE day = ${dayOf(order)} AND email = ${order}.email_address;
  UPDATE sales_days SET
    ${subtracted(DAY_FIGURES, order)}
  WHERE day = ${dayOf(order)};`;
}

/** An order's lines as they stood, taken out of its day (the order changed or goes). */
function subtractOrderLines(order: string, { table, keys }: LineRollup): string {
  const lines = `FROM order_items i WHERE i.order_id = ${order}.id AND ${keys.map((key) => `i.${key} = ${table}.${key}`).join(" AND ")}`;
  const last = keys[keys.length - 1];
  return `
  UPDATE ${table} SET quantity = quantity - coalesce((SELECT sum(i.quantity) ${lines}), 0),
    revenue_paise = revenue_paise - coalesce((SELECT sum(i.product_bill_paise) ${lines}), 0),
    paid_paise = paid_paise - coalesce((SELECT sum(${paidShare("i.product_bill_paise", order)}) ${lines}), 0)
  WHERE ${sale(order)} AND day = ${dayOf(order)} AND ${last} IN (SELECT i.${last} FROM order_items i WHERE i.order_id = ${order}.id);`;
}

/** An order's lines added to its (new) day. */
function addOrderLines(order: string, { table, keys }: LineRollup): string {
  const lineKeys = keys.map((key) => `i.${key}`).join(", ");
  return `
  INSERT INTO ${table} (day, ${keys.join(", ")}, ${LINE_COLUMNS.join(", ")})
  SELECT ${dayOf(order)}, ${lineKeys}, sum(i.quantity), sum(i.product_bill_paise), sum(${paidShare("i.product_bill_paise", order)})
  FROM order_items i WHERE i.order_id = ${order}.id AND ${sale(order)} GROUP BY ${lineKeys}
  ON CONFLICT (day, ${keys.join(", ")}) DO UPDATE SET ${addedUp(LINE_COLUMNS)};`;
}

/** One line (NEW) added to its order's day, when its order is a sale. */
function addLine({ table, keys }: LineRollup): string {
  return `
  INSERT INTO ${table} (day, ${keys.join(", ")}, ${LINE_COLUMNS.join(", ")})
  SELECT ${dayOf("o")}, ${keys.map((key) => `NEW.${key}`).join(", ")}, NEW.quantity, NEW.product_bill_paise, ${paidShare("NEW.product_bill_paise", "o")}
  FROM orders o WHERE o.id = NEW.order_id AND ${sale("o")}
  ON CONFLICT (day, ${keys.join(", ")}) DO UPDATE SET ${addedUp(LINE_COLUMNS)};`;
}

/** One line (OLD) taken out of its order's day, when its order is a sale. */
function subtractLine({ table, keys }: LineRollup): string {
  return `
  UPDATE ${table} SET quantity = quantity - OLD.quantity, revenue_paise = revenue_paise - OLD.product_bill_paise,
    paid_paise = paid_paise - coalesce((SELECT ${paidShare("OLD.product_bill_paise", "o")} FROM orders o WHERE o.id = OLD.order_id), 0)
  WHERE ${keys.map((key) => `${key} = OLD.${key}`).join(" AND ")}
    AND day = (SELECT ${dayOf("o")} FROM orders o WHERE o.id = OLD.order_id AND ${sale("o")});`;
}

const eachLineRollup = (render: (rollup: LineRollup) => string) => LINE_ROLLUPS.map(render).join("");

/** The six roll-up triggers, as `CREATE TRIGGER` statements (without the final semicolon, as SQLite stores them). */
export function salesRollupTriggers(): RenderedTrigger[] {
  const watched = WATCHED_ORDER_COLUMNS.map((column) => `OLD.${column} IS NOT NEW.${column}`).join(" OR ");
  const triggers: [name: string, head: string, body: string][] = [
    ["sales_orders_after_insert", "AFTER INSERT ON orders", addOrder("NEW")],
    [
      "sales_orders_after_update",
      `AFTER UPDATE ON orders\nWHEN ${watched}\n`,
      subtractOrder("OLD") + addOrder("NEW") + eachLineRollup((rollup) => subtractOrderLines("OLD", rollup)) + eachLineRollup((rollup) => addOrderLines("NEW", rollup)),
    ],
    ["sales_orders_before_delete", "BEFORE DELETE ON orders", subtractOrder("OLD") + eachLineRollup((rollup) => subtractOrderLines("OLD", rollup))],
    ["sales_items_after_insert", "AFTER INSERT ON order_items", eachLineRollup(addLine)],
    ["sales_items_after_delete", "AFTER DELETE ON order_items", eachLineRollup(subtractLine)],
    ["sales_items_after_update", "AFTER UPDATE ON order_items", eachLineRollup(subtractLine) + eachLineRollup(addLine)],
  ];
  return triggers.map(([name, head, body]) => ({ name, sql: `CREATE TRIGGER ${name} ${head}${head.endsWith("\n") ? "" : " "}BEGIN${body}\nEND` }));
}

/**
 * The roll-ups recomputed from the orders: what a migration that changes the sale rule runs after recreating the
 * triggers, so that days written under the old rule follow the new one too (as migration 0011 did).
 */
export function salesRollupRebuild(): string[] {
  const sums = (figures: readonly Figure[]) => figures.map(([, value]) => `sum(${value("o")})`).join(", ");
  const lineRebuild = ({ table, keys }: LineRollup) =>
    `INSERT INTO ${table} (day, ${keys.join(", ")}, ${LINE_COLUMNS.join(", ")})
SELECT ${dayOf("o")}, ${keys.map((key) => `i.${key}`).join(", ")}, sum(i.quantity), sum(i.product_bill_paise), sum(${paidShare("i.product_bill_paise", "o")})
FROM orders o JOIN order_items i ON i.order_id = o.id WHERE ${sale("o")} GROUP BY ${Array.from({ length: keys.length + 1 }, (_, index) => index + 1).join(", ")}`;
  return [
    "DELETE FROM sales_days",
    "DELETE FROM sales_customer_days",
    ...LINE_ROLLUPS.map(({ table }) => `DELETE FROM ${table}`),
    `INSERT INTO sales_customer_days (day, email, name, ${columns(CUSTOMER_FIGURES)})
SELECT ${dayOf("o")}, o.email_address, max(o.name), ${sums(CUSTOMER_FIGURES)}
FROM orders o GROUP BY 1, 2`,
    `INSERT INTO sales_days (day, ${columns(DAY_FIGURES)})
SELECT ${dayOf("o")}, ${sums(DAY_FIGURES)}
FROM orders o GROUP BY 1`,
    ...LINE_ROLLUPS.map(lineRebuild),
  ];
}
