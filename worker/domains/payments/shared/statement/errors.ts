/**
 * A statement the parser cannot read, with a message the admin can act on (it names the row, the cell or the
 * column). The import service turns it into a 400; the admin page shows it as it is.
 */
export class StatementFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StatementFormatError";
  }
}
