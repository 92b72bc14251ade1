import { useState } from "react";
import { DeliverySettings } from "~/components/admin/delivery-settings";
import { ErrorAlert } from "~/components/ui/form-field";
import { GstSettingsFields } from "~/components/admin/gst-settings-fields";
import { PolicySettings } from "~/components/admin/policy-settings";
import { OrderAlertSettings } from "~/components/admin/order-alert-settings";
import { CodRulesSettings } from "~/components/admin/cod-rules-settings";
import { ShelfLifeSettings } from "~/components/admin/shelf-life-settings";
import { saveShelfLifeRuleFrom, shelfLifeRulesView } from "../../../worker/http/batch-pages.server";
import { addCodBlockFrom, codRulesAndBlocks, removeCodBlock, saveCodRulesFrom } from "../../../worker/domains/cod/page.server";
import { useAdminSave } from "~/components/admin/use-admin-fetcher";
import { keepPageOnFailure } from "~/lib/client-action";
import { deliveryRulesInputSchema } from "../../../worker/domains/delivery/shared/schemas";
import { policyEditSchema, policyInputSchema } from "../../../worker/domains/policies/shared/schemas";
import { orderAlertInputSchema, shopSettingsInputSchema } from "../../../worker/domains/settings/shared/schemas";
import type { ShopSettingsView } from "../../../worker/domains/settings/shared/shop-settings";
import { getDeliveryRules, saveDeliveryRules } from "../../../worker/domains/delivery/page.server";
import { parseInput, readSubmission, unknownAction } from "../../../worker/http/input.server";
import { actionFailure, requireAdminUser, serviceContextFrom } from "../../../worker/http/session.server";
import { getOrderAlert, getShopSettings, saveOrderAlert, saveShopSettings } from "../../../worker/domains/settings/page.server";
import { listPolicies, previewPolicy, savePolicyOnceConfirmed } from "../../../worker/domains/policies/page.server";
import type { Route } from "./+types/settings";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Settings | Ghani Admin" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdminUser(context, url);
  const ctx = serviceContextFrom(context);
  const [settings, delivery, policies, orderAlert, cod, shelfLife] = await Promise.all([
    getShopSettings(ctx),
    getDeliveryRules(ctx),
    listPolicies(ctx),
    getOrderAlert(ctx),
    codRulesAndBlocks(ctx),
    shelfLifeRulesView(ctx),
  ]);
  return { settings, delivery, policies, orderAlert, cod, shelfLife };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const actor = requireAdminUser(context, url);
  try {
    const submission = await readSubmission(request);
    if (submission.intent === "delivery") {
      await saveDeliveryRules(serviceContextFrom(context), actor, parseInput(deliveryRulesInputSchema, submission));
      return { ok: true as const, message: "Delivery rules saved" };
    }
    if (submission.intent === "policy-preview") {
      const input = parseInput(policyInputSchema, submission);
      const ctx = serviceContextFrom(context);
      const [preview, previewTe] = await Promise.all([previewPolicy(ctx, input), input.te?.body ? previewPolicy(ctx, input, "te") : null]);
      return { ok: true as const, preview, previewTe };
    }
    if (submission.intent === "policy-save") {
      const { slug, confirmWarnings, ...input } = parseInput(policyEditSchema, submission);
      const result = await savePolicyOnceConfirmed(serviceContextFrom(context), actor, slug, input, confirmWarnings);
      if (result.status === "needs-confirmation") return { ok: true as const, confirm: result.warnings };
      const { title, version } = result.policy;
      return { ok: true as const, message: result.status === "unchanged" ? `No change: the ${title} is already this text (version ${version})` : `${title} saved as version ${version}` };
    }
    if (submission.intent === "order-alert") {
      await saveOrderAlert(serviceContextFrom(context), actor, parseInput(orderAlertInputSchema, submission));
      return { ok: true as const, message: "Order alert saved" };
    }
    // Issue 32: the owner's COD rules and block list (worker/domains/cod).
    if (submission.intent === "cod-rules") {
      await saveCodRulesFrom(serviceContextFrom(context), actor, submission);
      return { ok: true as const, message: "Cash on delivery rules saved" };
    }
    if (submission.intent === "cod-block") {
      await addCodBlockFrom(serviceContextFrom(context), actor, submission);
      return { ok: true as const, message: "Blocked for cash on delivery" };
    }
    if (submission.intent === "cod-unblock") {
      await removeCodBlock(serviceContextFrom(context), actor, submission.id);
      return { ok: true as const, message: "Block removed" };
    }
    // Issue 33: the shelf-life rule at delivery, a new dated row (worker/domains/stock).
    if (submission.intent === "shelf-life-rule") {
      return { ok: true as const, message: await saveShelfLifeRuleFrom(serviceContextFrom(context), actor, submission) };
    }
    if (submission.intent !== "save") throw unknownAction();
    await saveShopSettings(serviceContextFrom(context), actor, parseInput(shopSettingsInputSchema, submission));
    return { ok: true as const, message: "Settings saved" };
  } catch (error) {
    return actionFailure(error);
  }
}

/** A dropped connection or a 5xx keeps the page and what was typed (see keepPageOnFailure). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);

type SettingsForm = Omit<ShopSettingsView, "updatedAt">;
type TextKey =
  | "legalName"
  | "address"
  | "fssaiNumber"
  | "carePhone"
  | "careEmail"
  | "grievanceOfficerName"
  | "grievanceOfficerDesignation"
  | "grievanceOfficerEmail"
  | "grievanceOfficerPhone";
type Field = { key: TextKey; label: string; hint?: string; type?: string; multiline?: boolean; required?: boolean; inputMode?: "numeric" | "tel" | "email" };

const SECTIONS: { title: string; fields: Field[] }[] = [
  {
    title: "Legal identity",
    fields: [
      { key: "legalName", label: "Legal business name", required: true },
      { key: "address", label: "Registered address", multiline: true, required: true },
      { key: "fssaiNumber", label: "FSSAI licence or registration number", hint: "Exactly 14 digits", inputMode: "numeric", required: true },
    ],
  },
  {
    title: "Consumer care",
    fields: [
      { key: "carePhone", label: "Consumer-care phone", type: "tel", inputMode: "tel", required: true },
      { key: "careEmail", label: "Consumer-care e-mail", type: "email", inputMode: "email", required: true },
    ],
  },
  {
    // Consumer Protection (E-Commerce) Rules 2020: a seller names a grievance officer (acknowledges complaints within
    // 48 hours, resolves them within a month). Optional here so that a save never waits for one.
    title: "Grievance officer",
    fields: [
      { key: "grievanceOfficerName", label: "Grievance officer's name", hint: "Shown on the Contact page and in the policies" },
      { key: "grievanceOfficerDesignation", label: "Grievance officer's designation", hint: "For example: Proprietor, Customer Care Manager" },
      { key: "grievanceOfficerEmail", label: "Grievance officer's e-mail", type: "email", inputMode: "email", hint: "Empty: the consumer-care e-mail" },
      { key: "grievanceOfficerPhone", label: "Grievance officer's phone", type: "tel", inputMode: "tel", hint: "Empty: the consumer-care phone" },
    ],
  },
];

const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2";

export default function SettingsAdmin({ loaderData }: Route.ComponentProps) {
  const { updatedAt, ...saved } = loaderData.settings;
  const [form, setForm] = useState<SettingsForm>(saved);
  const { save, busy, error } = useAdminSave({ saved: "Settings saved", failed: "Failed to save settings" });
  return (
    <section aria-labelledby="settings-heading">
      <h2 id="settings-heading" className="text-2xl font-bold text-stone-900">
        Settings
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        The footer and every product page show these. {updatedAt ? `Last saved ${new Date(updatedAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })}.` : "Not saved yet."}
      </p>
      <form
        className="mt-4 space-y-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
        onSubmit={(event) => {
          event.preventDefault();
          save({ intent: "save", ...form });
        }}
      >
        {SECTIONS.map((section) => (
          <fieldset key={section.title} className="grid gap-4 md:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold text-stone-900">{section.title}</legend>
            {section.fields.map((field) => {
              const id = `settings-${field.key}`;
              const hintId = field.hint ? `${id}-hint` : undefined;
              const props = {
                id,
                name: field.key,
                value: form[field.key],
                required: field.required,
                "aria-describedby": hintId,
                className: inputClass,
              };
              const onChange = (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field.key]: event.target.value }));
              return (
                <div key={field.key}>
                  <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
                    {field.label}
                  </label>
                  {field.multiline ? (
                    <textarea rows={3} {...props} onChange={onChange} />
                  ) : (
                    <input type={field.type ?? "text"} inputMode={field.inputMode} {...props} onChange={onChange} />
                  )}
                  {field.hint && (
                    <p id={hintId} className="mt-1 text-xs text-stone-600">
                      {field.hint}
                    </p>
                  )}
                </div>
              );
            })}
          </fieldset>
        ))}
        <GstSettingsFields form={form} onChange={(changes) => setForm((current) => ({ ...current, ...changes }))} />
        <ErrorAlert message={error} />
        <button type="submit" disabled={busy} className="rounded-lg bg-leaf-700 px-5 py-2 font-semibold text-white disabled:opacity-60">
          Save settings
        </button>
      </form>
      <OrderAlertSettings alert={loaderData.orderAlert} />
      <DeliverySettings rules={loaderData.delivery} />
      <CodRulesSettings rules={loaderData.cod.codRules} blocks={loaderData.cod.codBlocks} />
      <ShelfLifeSettings rules={loaderData.shelfLife} />
      <PolicySettings policies={loaderData.policies} />
    </section>
  );
}
