/** The Logout button of the profile and the admin area. */
import { useEffect } from "react";
import { notify } from "~/lib/notify";
import { useFetcher } from "react-router";
import { useT } from "~/lib/i18n";

/** Posts to /logout (/te/logout on a Telugu page); the server revokes the session and sends the browser to sign in. */
export function LogoutButton({ className }: { className: string }) {
  const fetcher = useFetcher();
  const { t, path } = useT();
  const failed = fetcher.state === "idle" && fetcher.data !== undefined;
  useEffect(() => {
    if (failed) notify.error(t("common.logoutFailed"));
  }, [failed, t]);
  return (
    <fetcher.Form method="post" action={path("/logout")}>
      <button type="submit" className={className} disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? t("common.loggingOut") : t("common.logout")}
      </button>
    </fetcher.Form>
  );
}
