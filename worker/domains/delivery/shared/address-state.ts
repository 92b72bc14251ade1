/**
 * The zod step every address schema ends with (signup, profile, checkout, the order API, the pincode check): the
 * pincode and the typed state become the one state the pincode is in (./india.ts resolveAddressState), so every
 * stored address names a state from the list, "AP" or "A.P." typed by an old client included, and a pincode that
 * contradicts its state, an Army Postal Service pincode or a PIN area that does not exist is a 400 naming the field.
 * Delivery fees, cash on delivery and the invoice's place of supply then all follow that one state.
 */
import type { z } from "zod";
import { resolveAddressState } from "./india";

export function settleAddressState<T extends { pincode: string; state?: string | null }>(address: T, context: z.RefinementCtx): T {
  const resolved = resolveAddressState(address.pincode, address.state);
  if (!resolved.ok) {
    context.addIssue({ code: "custom", path: [resolved.field], message: resolved.message });
    return address;
  }
  return { ...address, state: resolved.state };
}
