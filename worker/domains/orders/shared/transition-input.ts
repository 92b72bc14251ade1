/**
 * What each kind of transition input (./status.ts, a transition's `input`) carries, by the names the update body
 * gives its fields (API.md, PUT /api/order/:orderId): the one list that the API, the admin page's forms and its
 * action, and the server's checks (./schemas.ts, transitionInputSchemas, typed against it) all follow. Free of zod,
 * since the admin orders page ships it.
 */
import type { TransitionInput } from "./status";

export const TRANSITION_INPUT_FIELDS = {
  shipment: ["courier", "trackingNumber", "trackingUrl"],
  reason: ["reason"],
  refund: ["refundReference"],
  cash: ["amountPaid"],
  // Issue 32: a returned parcel's courier cost out and back, in rupees (./delivery-attempts.ts RTO_COST_FIELDS).
  rto: ["rtoForwardCost", "rtoReturnCost"],
} as const satisfies Record<TransitionInput, readonly string[]>;

export type TransitionInputField<K extends TransitionInput = TransitionInput> = (typeof TRANSITION_INPUT_FIELDS)[K][number];

/** Every field some transition input carries, once. */
export const ALL_TRANSITION_INPUT_FIELDS: readonly TransitionInputField[] = [...new Set(Object.values(TRANSITION_INPUT_FIELDS).flat())];

/**
 * The transition input fields of a submitted body (an update body, an admin page's submission), nothing else: which
 * of them the transition needs, and whether they are valid, is the service's to check.
 */
export function transitionInputOf(body: Record<string, unknown>): Partial<Record<TransitionInputField, unknown>> {
  return Object.fromEntries(ALL_TRANSITION_INPUT_FIELDS.map((field) => [field, body[field]]));
}
