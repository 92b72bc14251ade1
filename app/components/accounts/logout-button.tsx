import { useEffect } from "react";
import { notify } from "~/lib/notify";
import { useFetcher } from "react-router";

/** Posts to /logout; the server revokes the session and sends the browser to /login. */
export function LogoutButton({ className }: { className: string }) {
  const fetcher = useFetcher();
  const failed = fetcher.state === "idle" && fetcher.data !== undefined;
  useEffect(() => {
    if (failed) notify.error("Failed to logout. Please try again.");
  }, [failed]);
  return (
    <fetcher.Form method="post" action="/logout">
      <button type="submit" className={className} disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "Logging out..." : "Logout"}
      </button>
    </fetcher.Form>
  );
}
