/**
 * The addresses of checkout: where an order goes (the one chosen for it, else the profile's), the key that makes
 * one address one saved row per customer, keeping a chosen address, and the list a customer picks from. Placing an
 * order (../orders/place.ts) and the checkout page use the same functions, so an address is saved and offered once.
 */
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { Principal } from "../accounts/shared/user";
import type { User } from "../accounts/tables";
import type { DeliveryAddress } from "../orders/shared/schemas";
import { PROFILE_ADDRESS_ID, type SavedAddress } from "./shared/checkout";
import { stateOfStoredAddress } from "../delivery/shared/india";
import { userAddresses } from "./tables";
import { badRequest, unauthorized } from "../../lib/errors";
import { newId } from "../../lib/ids";
import type { ServiceContext } from "../../http/context";
import { findUserById } from "../accounts/users";

type AddressFields = Pick<DeliveryAddress, "doorNo" | "street" | "city" | "pincode" | "state">;

/** Lower-cased, trimmed fields joined: the same address typed twice (another case, stray spaces) is one address. */
export function addressKey(address: AddressFields): string {
  return [address.doorNo, address.street, address.city, address.pincode, address.state].map((part) => part.trim().toLowerCase()).join("|");
}

export const NO_ADDRESS_MESSAGE = "Please add a delivery address";

/** Whether the profile holds an address: accounts made by phone sign-in (issue 31) start with none. */
export function profileHasAddress(user: User): boolean {
  return [user.doorNo, user.street, user.city, user.pincode].every((part) => part.trim() !== "");
}

/**
 * The address an order goes to: the one chosen for it (its state settled by its schema), else the profile's, whose
 * stored state is settled from its pincode here (profiles from before issue 28 may say "AP" or a state the pincode
 * is not in). No address chosen and none in the profile is a 400 saying to add one.
 */
export function deliveryAddressOf(user: User, chosen?: DeliveryAddress): DeliveryAddress {
  if (chosen) return chosen;
  if (!profileHasAddress(user)) throw badRequest(NO_ADDRESS_MESSAGE);
  const state = stateOfStoredAddress(user.pincode, user.state);
  return { doorNo: user.doorNo, street: user.street, city: user.city, pincode: user.pincode, state };
}

/** The signed-in customer's profile address (401 when the account is gone). */
export async function profileAddress(ctx: Pick<ServiceContext, "db">, actor: Principal): Promise<DeliveryAddress> {
  const user = await findUserById(ctx, actor.id);
  if (!user) throw unauthorized();
  return deliveryAddressOf(user);
}

/**
 * A chosen address kept among the customer's saved ones (once: the same address twice is one row), with the person
 * who receives there (issue 31; the customer when none was named). Saving it again with another receiver keeps the
 * latest receiver.
 */
export function saveAddressStatement(db: Db, user: User, address: DeliveryAddress, now: string) {
  const { name, phoneNumber, ...place } = address;
  const receiver = { name: name ?? user.name, phoneNumber: phoneNumber ?? user.phoneNumber };
  return db
    .insert(userAddresses)
    .values({ id: newId(), userId: user.id, ...receiver, ...place, addressKey: addressKey(place), createdAt: now })
    .onConflictDoUpdate({ target: [userAddresses.userId, userAddresses.addressKey], set: receiver });
}

/**
 * The profile's address first (when the profile has one), then the addresses saved with earlier orders, newest first
 * (each address once), each with the person who receives there.
 */
export async function savedAddresses(ctx: Pick<ServiceContext, "db">, actor: Principal): Promise<SavedAddress[]> {
  const [user, saved] = await Promise.all([
    findUserById(ctx, actor.id),
    ctx.db.select().from(userAddresses).where(eq(userAddresses.userId, actor.id)).orderBy(desc(userAddresses.createdAt), desc(userAddresses.id)),
  ]);
  if (!user) throw unauthorized();
  const profile: SavedAddress | null = profileHasAddress(user)
    ? { _id: PROFILE_ADDRESS_ID, ...deliveryAddressOf(user), name: user.name, phoneNumber: user.phoneNumber }
    : null;
  const others = saved
    .filter((row) => !profile || row.addressKey !== addressKey(profile))
    .map(({ id, doorNo, street, city, pincode, state, name, phoneNumber }) => ({ _id: id, doorNo, street, city, pincode, state, name, phoneNumber }));
  return profile ? [profile, ...others] : others;
}

/** The account's own name and phone: what the checkout's new-address form starts with for its receiver (issue 31). */
export async function accountContact(ctx: Pick<ServiceContext, "db">, actor: Principal): Promise<{ name: string; phoneNumber: string }> {
  const user = await findUserById(ctx, actor.id);
  if (!user) throw unauthorized();
  return { name: user.name, phoneNumber: user.phoneNumber };
}
