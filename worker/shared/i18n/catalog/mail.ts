/**
 * The "mail" messages (see ../define.ts for the conventions): every mail a shopper receives, in the language of
 * its order, complaint or request. Kept in parts under the size rule.
 */
import { defineMessages } from "../define";
import account from "./mail-account";
import orders from "./mail-orders";
import phone from "./mail-phone";

export default defineMessages("mail", { ...orders, ...account, ...phone });
