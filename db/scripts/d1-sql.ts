/**
 * Reading D1 SQL dumps (the output of `wrangler d1 export`, local or remote) for db/scripts/backup.ts and
 * db/scripts/restore.ts: splitting a file into statements and putting them in an order that restores into an empty
 * database.
 *
 * Why reorder: an export lists each table's CREATE followed by its rows, table by table. D1 enforces foreign
 * keys, and SQLite refuses an INSERT into a child table whose parent table does not exist yet ("no such table:
 * main.categories"), even with deferred constraints. So a restorable file creates every table first, then
 * inserts the rows (the export's `PRAGMA defer_foreign_keys=TRUE` lets parents follow children), and creates
 * indexes, triggers and views last, so that triggers do not fire on restored rows.
 */

/** D1 refuses a single SQL statement longer than this (bytes). */
export const D1_MAX_STATEMENT_BYTES = 100_000;

type Piece = { text: string; head: string[] };

const isWordChar = (char: string) => /[A-Za-z0-9_$\u0080-\uffff]/.test(char);

/**
 * Splits SQL text into statements (without their `;`, leading and trailing comments removed), following
 * SQLite's own rule (sqlite3_complete): quotes, brackets and comments hide semicolons, and a CREATE TRIGGER
 * statement ends only at `END;`.
 */
export function splitSql(sql: string): Piece[] {
  const pieces: Piece[] = [];
  let first = -1; // start of the statement's first token
  let last = -1; // end of its last token
  let head: string[] = [];
  let trigger = false;
  let sinceSemicolon: string[] = [];

  const token = (start: number, end: number, word: string) => {
    if (first < 0) first = start;
    last = end;
    if (head.length < 6) {
      head.push(word);
      const [a, b, c] = head;
      if (a === "CREATE" && (b === "TRIGGER" || ((b === "TEMP" || b === "TEMPORARY") && c === "TRIGGER"))) trigger = true;
    }
    sinceSemicolon.push(word);
  };
  const finish = () => {
    if (first >= 0) pieces.push({ text: sql.slice(first, last), head });
    first = -1;
    last = -1;
    head = [];
    trigger = false;
    sinceSemicolon = [];
  };

  for (let i = 0; i < sql.length; i++) {
    const char = sql[i];
    if (char === ";") {
      if (!trigger || (sinceSemicolon.length === 1 && sinceSemicolon[0] === "END")) finish();
      else {
        last = i + 1;
        sinceSemicolon = [];
      }
    } else if (/\s/.test(char)) {
      continue;
    } else if (char === "-" && sql[i + 1] === "-") {
      const end = sql.indexOf("\n", i + 2);
      i = end === -1 ? sql.length : end;
    } else if (char === "/" && sql[i + 1] === "*") {
      const end = sql.indexOf("*/", i + 2);
      if (end === -1) throw new Error("Unterminated /* comment in the SQL file");
      i = end + 1;
    } else if (char === "'" || char === '"' || char === "`" || char === "[") {
      const close = char === "[" ? "]" : char;
      const end = sql.indexOf(close, i + 1);
      if (end === -1) throw new Error(`Unterminated ${char} quote in the SQL file (at character ${i})`);
      token(i, end + 1, "?");
      i = end; // a doubled quote ('it''s') reads as two adjacent quoted pieces, which is the same statement
    } else if (isWordChar(char)) {
      let end = i + 1;
      while (end < sql.length && isWordChar(sql[end])) end++;
      token(i, end, sql.slice(i, end).toUpperCase());
      i = end - 1;
    } else {
      token(i, i + 1, char);
    }
  }
  finish();
  return pieces;
}

type Kind = "pragma" | "table" | "data" | "schema" | "other";

function kindOf(head: string[]): Kind {
  const [a, b, c] = head;
  if (a === "PRAGMA") return "pragma";
  if (a === "CREATE" && b === "TABLE") return "table";
  if (a === "CREATE" && (b === "INDEX" || (b === "UNIQUE" && c === "INDEX") || b === "VIEW" || b === "TRIGGER")) return "schema";
  if (a === "CREATE" && (b === "TEMP" || b === "TEMPORARY") && (c === "VIEW" || c === "TRIGGER")) return "schema";
  if (a === "ANALYZE") return "schema";
  if (a === "INSERT" || a === "REPLACE" || a === "DELETE") return "data";
  return "other";
}

const INSERT_TARGET = /^(?:INSERT(?:\s+OR\s+\w+)?|REPLACE)\s+INTO\s+("(?:[^"]|"")+"|`[^`]+`|\[[^\]]+\]|[\w$]+)/i;

function unquote(name: string): string {
  if (name.startsWith('"')) return name.slice(1, -1).replaceAll('""', '"');
  if (name.startsWith("`") || name.startsWith("[")) return name.slice(1, -1);
  return name;
}

export type Dump = {
  /** Statements in restore order (or the file's order when it is not a plain dump). */
  statements: string[];
  /** Whether the file held only dump statements and was put in restore order. */
  reordered: boolean;
  /** Tables the file creates. */
  tables: string[];
  /** Rows the file inserts, per table (sqlite_sequence included). */
  rows: Map<string, number>;
  /** Statements longer than D1 accepts, described for a message. */
  oversized: string[];
};

/** Parses a dump and orders it for a restore: pragmas, CREATE TABLE, rows, then indexes, triggers and views. */
export function normalizeDump(sql: string): Dump {
  const pieces = splitSql(sql).map((piece) => ({ ...piece, kind: kindOf(piece.head) }));
  const plain = pieces.every((piece) => piece.kind !== "other");
  const rank: Record<Kind, number> = { pragma: 0, table: 1, data: 2, schema: 3, other: 2 };
  const ordered = plain ? pieces.map((piece, index) => ({ piece, index })).sort((x, y) => rank[x.piece.kind] - rank[y.piece.kind] || x.index - y.index).map((x) => x.piece) : pieces;

  const tables: string[] = [];
  const rows = new Map<string, number>();
  const oversized: string[] = [];
  for (const piece of ordered) {
    if (piece.kind === "table") {
      const match = /^CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?("(?:[^"]|"")+"|`[^`]+`|\[[^\]]+\]|[\w$]+)/i.exec(piece.text);
      if (match) tables.push(unquote(match[1]));
    }
    const target = INSERT_TARGET.exec(piece.text);
    if (target) rows.set(unquote(target[1]), (rows.get(unquote(target[1])) ?? 0) + 1);
    const bytes = Buffer.byteLength(piece.text) + 1;
    if (bytes > D1_MAX_STATEMENT_BYTES) {
      oversized.push(`${piece.text.slice(0, 60).replace(/\s+/g, " ")}... (${(bytes / 1000).toFixed(0)} kB)`);
    }
  }
  return { statements: ordered.map((piece) => piece.text), reordered: plain, tables, rows, oversized };
}

/** The statements as a file: one statement after another, each ended by `;`. */
export function toSqlFile(statements: string[], headerLines: string[] = []): string {
  const header = headerLines.map((line) => `-- ${line}\n`).join("");
  return `${header}${statements.map((statement) => `${statement};`).join("\n")}\n`;
}

/** Total rows of user tables (sqlite_sequence and other internal tables left out). */
export function userRowCount(rows: Map<string, number>): number {
  let total = 0;
  for (const [table, count] of rows) if (!isInternalTable(table)) total += count;
  return total;
}

/** SQLite's own tables and Cloudflare's (`_cf_*`): never backed up, counted or dropped. */
export function isInternalTable(name: string): boolean {
  return name.startsWith("sqlite_") || name.startsWith("_cf_");
}
