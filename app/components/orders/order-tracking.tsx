/**
 * An order's tracking (issue 31): the courier and the number, and where to follow the parcel: the address the admin
 * recorded, a known courier's public tracking page, or, for a courier whose page takes no number in its address,
 * a line saying to give the number to the courier. worker/domains/orders/shared/tracking.ts decides which.
 */
import { useT } from "~/lib/i18n";
import { srOnly, T } from "~/lib/trans";
import type { Tracking } from "../../../worker/domains/orders/shared/tracking";

export function OrderTracking({ tracking }: { tracking: Tracking }) {
  const { t } = useT();
  const values = { courier: tracking.courier, number: tracking.number };
  return (
    <div data-tracking={tracking.source ?? "number"} className="mt-1 space-y-1 text-sm text-stone-800">
      <p className="break-all">
        <T id="orders.trackingNumber" values={values} components={{ mono: <span className="font-mono font-semibold" /> }} />
      </p>
      {tracking.url ? (
        <a
          href={tracking.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-block rounded-lg bg-leaf-700 px-3 py-1.5 font-semibold text-white hover:bg-leaf-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf-800"
        >
          <T id="orders.track" values={values} components={{ sr: srOnly }} />
        </a>
      ) : (
        <p>{t("orders.trackByNumber", { courier: tracking.courier })}</p>
      )}
    </div>
  );
}
