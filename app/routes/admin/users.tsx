import { useState } from "react";
import { ErrorAlert } from "~/components/ui/form-field";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { keepPageOnFailure } from "~/lib/client-action";
import { listUsers, setRole, listErasures } from "../../../worker/domains/accounts/page.server";
import { idOf } from "../../../worker/http/admin-actions.server";
import { ErasureLog } from "~/components/admin/erasure-log";
import { readSubmission, unknownAction } from "../../../worker/http/input.server";
import { actionFailure, requireAdminUser, serviceContextFrom } from "../../../worker/http/session.server";
import type { Route } from "./+types/users";
import { TableRegion } from "~/components/admin/table-region";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Users | Ghani Admin" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const admin = requireAdminUser(context, url);
  const ctx = serviceContextFrom(context);
  const [users, erasures] = await Promise.all([listUsers(ctx), listErasures(ctx)]);
  return { users, erasures, selfId: admin.id };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const actor = requireAdminUser(context, url);
  try {
    const submission = await readSubmission(request);
    if (submission.intent !== "assign-admin" && submission.intent !== "remove-admin") throw unknownAction();
    await setRole(serviceContextFrom(context), actor, idOf(submission), submission.intent === "assign-admin" ? "admin" : "user");
    return { ok: true as const };
  } catch (error) {
    return actionFailure(error);
  }
}

/** A dropped connection or a 5xx keeps the page and what was typed (see keepPageOnFailure). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);

const FILTERS = [
  { value: "all", label: "All Users" },
  { value: "user", label: "Users Only" },
  { value: "admin", label: "Admins Only" },
] as const;

type Filter = (typeof FILTERS)[number]["value"];

export default function UsersAdmin({ loaderData }: Route.ComponentProps) {
  const [filter, setFilter] = useState<Filter>("all");
  const [error, setError] = useState<string | null>(null);
  const { submit, busy } = useAdminFetcher({
    onDone: () => setError(null),
    onError: (message, intent) =>
      setError(message || (intent === "assign-admin" ? "Failed to assign admin role" : "Failed to remove admin role")),
  });
  const users = loaderData.users.filter((user) => filter === "all" || user.role === filter);

  return (
    <section aria-labelledby="users-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="users-heading" className="text-2xl font-bold text-stone-900">
          Users
        </h2>
        <div>
          <label htmlFor="user-filter" className="sr-only">Show</label>
          <select id="user-filter" value={filter} onChange={(e) => setFilter(e.target.value as Filter)} className="rounded-lg border border-stone-300 bg-white px-3 py-2">
            {FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4">
        <ErrorAlert message={error} />
      </div>
      <TableRegion label="Users table" className="mt-4 rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
        <table className="w-full text-left text-sm">
          <thead className="bg-stone-100 text-stone-800">
            <tr>
              <th scope="col" className="px-4 py-3">Name</th>
              <th scope="col" className="px-4 py-3">Email</th>
              <th scope="col" className="px-4 py-3">Phone</th>
              <th scope="col" className="px-4 py-3">Role</th>
              <th scope="col" className="px-4 py-3"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user._id} className="border-t border-stone-200">
                <td className="px-4 py-3 font-semibold text-stone-900">{user.name}</td>
                <td className="px-4 py-3">{user.emailAddress}</td>
                <td className="px-4 py-3">{user.phoneNumber}</td>
                <td className="px-4 py-3 capitalize">{user.role}</td>
                <td className="px-4 py-3 text-right">
                  {user.role === "user" ? (
                    <button type="button" disabled={busy} onClick={() => submit({ intent: "assign-admin", id: user._id })} className="rounded-md bg-leaf-700 px-3 py-1.5 font-semibold text-white disabled:opacity-60">
                      Assign Admin<span className="sr-only"> to {user.name}</span>
                    </button>
                  ) : (
                    <button
                      type="button"
                      disabled={busy || user._id === loaderData.selfId}
                      title={user._id === loaderData.selfId ? "You cannot remove your own admin role" : undefined}
                      onClick={() => submit({ intent: "remove-admin", id: user._id })}
                      className="rounded-md bg-stone-700 px-3 py-1.5 font-semibold text-white disabled:opacity-50"
                    >
                      Remove Admin<span className="sr-only"> from {user.name}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {users.length === 0 && <p className="p-4 text-stone-700">No users to show.</p>}
      </TableRegion>
      <ErasureLog erasures={loaderData.erasures} />
    </section>
  );
}
