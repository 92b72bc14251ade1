/**
 * The "invoice" messages (see ../define.ts for the conventions).
 */
import { defineMessages } from "../define";

export default defineMessages("invoice", {});
