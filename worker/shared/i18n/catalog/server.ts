/**
 * The "server" messages (see ../define.ts for the conventions): every message the Worker answers with, written in
 * English by the services exactly as the English text here, and translated where the answer leaves
 * (worker/lib/localize.ts). Kept in parts by area, each under the size rule.
 */
import { defineMessages } from "../define";
import accounts from "./server-accounts";
import admin from "./server-admin";
import catalogue from "./server-catalogue";
import common from "./server-common";
import orders from "./server-orders";
import messages from "./server-messages";
import cod from "./server-cod";
import stock from "./server-stock";

export default defineMessages("server", { ...common, ...accounts, ...orders, ...catalogue, ...admin, ...messages, ...cod, ...stock });
