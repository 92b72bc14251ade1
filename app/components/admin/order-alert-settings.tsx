/**
 * The owner's new-order alert on the admin Settings page (issue 31): an Indian mobile number and whether the alert
 * goes by SMS or WhatsApp, besides the new-order mail to consumer care. Saved on its own (intent "order-alert").
 */
import { useState } from "react";
import { ErrorAlert } from "~/components/ui/form-field";
import { useAdminSave } from "~/components/admin/use-admin-fetcher";
import type { OrderAlertView } from "../../../worker/domains/settings/shared/shop-settings";

const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2";
const labelClass = "block text-sm font-semibold text-stone-800";

export function OrderAlertSettings({ alert }: { alert: OrderAlertView }) {
  const [phone, setPhone] = useState(alert.orderAlertPhone);
  const [channel, setChannel] = useState(alert.orderAlertChannel);
  const { save, busy, error } = useAdminSave({ saved: "Order alert saved", failed: "Failed to save the order alert" });
  return (
    <form
      aria-labelledby="order-alert-heading"
      className="mt-6 space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      onSubmit={(event) => {
        event.preventDefault();
        save({ intent: "order-alert", orderAlertPhone: phone, orderAlertChannel: channel });
      }}
    >
      <h3 id="order-alert-heading" className="text-lg font-semibold text-stone-900">
        New-order alert
      </h3>
      <p className="text-sm text-stone-700">Every new order is mailed to the consumer-care e-mail. Give a mobile number to get an SMS or WhatsApp message too; leave it empty for none.</p>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor="settings-orderAlertPhone" className={labelClass}>
            Owner's mobile number
          </label>
          <input id="settings-orderAlertPhone" type="tel" inputMode="tel" autoComplete="tel" value={phone} onChange={(event) => setPhone(event.target.value)} className={inputClass} />
        </div>
        <div>
          <label htmlFor="settings-orderAlertChannel" className={labelClass}>
            Send the alert by
          </label>
          <select id="settings-orderAlertChannel" value={channel} onChange={(event) => setChannel(event.target.value as OrderAlertView["orderAlertChannel"])} className={inputClass}>
            <option value="sms">SMS</option>
            <option value="whatsapp">WhatsApp</option>
          </select>
        </div>
      </div>
      <ErrorAlert message={error} />
      <button type="submit" disabled={busy} className="rounded-lg bg-leaf-700 px-5 py-2 font-semibold text-white disabled:opacity-60">
        Save order alert
      </button>
    </form>
  );
}
