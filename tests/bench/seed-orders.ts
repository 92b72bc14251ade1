/**
 * Writes a SQL file that adds `count` orders (1-3 lines each, each line one pack of a product, over the last 60 days, with a realistic mix of
 * statuses, partial payments and fake orders) and the customers who placed them, for the analytics benchmark.
 * Multi-row INSERTs with literal values: applied with `wrangler d1 execute --local --file`.
 */
import { writeFileSync } from "node:fs";

type Pack = { id: string; label: string; sale_price_paise: number };
type Product = { id: string; name: string; images: string; packs: Pack[] };

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

export function writeOrdersSql(file: string, products: Product[], count: number, now = Date.now()): void {
  const rand = random(20261122);
  const customers = 2000;
  const out: string[] = [];
  const userRows: string[] = [];
  for (let c = 0; c < customers; c++) {
    const id = `BENCHUSER${String(c).padStart(17, "0")}`;
    userRows.push(
      `(${quote(id)}, 'Bench Customer ${c}', '9000000000', 'bench${c}@example.com', 'pbkdf2-sha256$100000$AAAA$AAAA', 'user', '1', 'Road', 'Guntur', '522001', 'Andhra Pradesh', 1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
    );
  }
  for (let i = 0; i < userRows.length; i += 100) {
    out.push(
      `insert or ignore into users (id, name, phone_number, email_address, password_hash, role, door_no, street, city, pincode, state, token_version, created_at, updated_at) values\n${userRows.slice(i, i + 100).join(",\n")};`,
    );
  }

  let orderRows: string[] = [];
  let itemRows: string[] = [];
  const flush = () => {
    if (orderRows.length) {
      out.push(
        `insert into orders (id, user_id, name, email_address, phone_number, door_no, street, city, pincode, state, bill_paise, amount_paid_paise, transaction_id, payment_status, order_status, idempotency_key, created_at, updated_at) values\n${orderRows.join(",\n")};`,
      );
    }
    if (itemRows.length) {
      out.push(
        `insert into order_items (id, order_id, product_id, variant_id, product_name, variant_label, images, quantity, unit_price_paise, product_bill_paise) values\n${itemRows.join(",\n")};`,
      );
    }
    orderRows = [];
    itemRows = [];
  };

  for (let o = 0; o < count; o++) {
    const orderId = `BENCHORDER${String(o).padStart(16, "0")}`;
    const customer = Math.floor(rand() * customers);
    const createdAt = new Date(now - Math.floor(rand() * 60 * 24 * 60 * 60 * 1000)).toISOString();
    const lineCount = 1 + Math.floor(rand() * 3);
    let bill = 0;
    for (let l = 0; l < lineCount; l++) {
      const product = products[Math.floor(rand() * products.length)];
      const pack = product.packs[Math.floor(rand() * product.packs.length)];
      const quantity = 1 + Math.floor(rand() * 4);
      const lineBill = pack.sale_price_paise * quantity;
      bill += lineBill;
      itemRows.push(
        `(${quote(`${orderId}L${l}`)}, ${quote(orderId)}, ${quote(product.id)}, ${quote(pack.id)}, ${quote(product.name)}, ${quote(pack.label)}, ${quote(product.images)}, ${quantity}, ${pack.sale_price_paise}, ${lineBill})`,
      );
    }
    const roll = rand();
    const [payment, status, paid] =
      roll < 0.1 ? ["nopayment", "wrong order", Math.floor(bill * rand())]
      : roll < 0.3 ? ["pending", "not yet delivered", 0]
      : roll < 0.5 ? ["done", "not yet delivered", rand() < 0.2 ? Math.floor(bill * 0.5) : bill]
      : roll < 0.75 ? ["verified", "not yet delivered", bill]
      : ["verified", "delivered", bill];
    const utr = payment === "pending" ? "null" : quote(String(100000000000 + o));
    orderRows.push(
      `(${quote(orderId)}, ${quote(`BENCHUSER${String(customer).padStart(17, "0")}`)}, 'Bench Customer ${customer}', 'bench${customer}@example.com', '9000000000', '1', 'Road', 'Guntur', '522001', 'Andhra Pradesh', ${bill}, ${paid}, ${utr}, '${payment}', '${status}', null, '${createdAt}', '${createdAt}')`,
    );
    // D1 refuses statements over 100 kB: 100 rows per INSERT stays well below.
    if (orderRows.length === 100) flush();
  }
  flush();
  writeFileSync(file, out.join("\n"));
}
