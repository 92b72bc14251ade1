/**
 * Every message namespace, in one list: the server compiles and serves them by name (./messages.server.ts), the
 * message check walks them (tests/platform/messages.test.ts), and pages take only the `MessageId` type from here
 * (the texts travel to the browser in each page's loader data, for its language only).
 */
import account from "./catalog/account";
import cart from "./catalog/cart";
import checkout from "./catalog/checkout";
import common from "./catalog/common";
import content from "./catalog/content";
import faq from "./catalog/faq";
import home from "./catalog/home";
import invoice from "./catalog/invoice";
import mail from "./catalog/mail";
import messages from "./catalog/messages";
import orders from "./catalog/orders";
import policies from "./catalog/policies";
import product from "./catalog/product";
import protocols from "./catalog/protocols";
import server from "./catalog/server";
import shop from "./catalog/shop";
import states from "./catalog/states";
import status from "./catalog/status";
import support from "./catalog/support";
import wellness from "./catalog/wellness";

export const CATALOGS = [account, cart, checkout, common, content, faq, home, invoice, mail, messages, orders, policies, product, protocols, server, shop, states, status, support, wellness] as const;

type AnyCatalog = (typeof CATALOGS)[number];
export type Namespace = AnyCatalog["namespace"];
/** Every message key: `t("cart.title")` with a key that is not here is a type error. */
export type MessageId = AnyCatalog extends infer C ? (C extends { messages: infer M } ? keyof M & string : never) : never;
