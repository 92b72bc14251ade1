/**
 * The /support page's parts: what happens to a complaint, the form (a signed-in customer may name one of their
 * orders; a visitor gives a name and an e-mail for the replies), and the receipt with the ticket number and due times.
 */
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import { T } from "~/lib/trans";
import { CATEGORY_LABELS, useIstTime } from "./labels";
import { ErrorAlert, FormField, primaryButton } from "~/components/ui/form-field";
import { useShopProfile } from "~/components/settings/use-shop-profile";
import { GRIEVANCE_CATEGORIES } from "../../../worker/domains/grievances/shared/status";
import type { FiledGrievance } from "../../../worker/domains/grievances/shared/views";
import { loginPathFor } from "../../../worker/domains/accounts/shared/redirect";
import { MAX_DESCRIPTION_LENGTH, MIN_DESCRIPTION_LENGTH } from "../../../worker/domains/grievances/shared/schemas";

const FIELD = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-leaf-600 focus:ring-2 focus:ring-leaf-600 focus:outline-none";
const LABEL = "block text-sm font-semibold text-stone-800";

/** The promise the shop makes (Consumer Protection (E-Commerce) Rules 2020, rule 4(5)) and how else to reach it. */
export function SupportIntro() {
  const { email, phone } = useShopProfile().care;
  const { t } = useT();
  const links = {
    email: <a className="font-semibold text-leaf-800 underline" href={`mailto:${email}`} />,
    phone: <a className="font-semibold text-leaf-800 underline" href={`tel:${phone.replace(/[^\d+]/g, "")}`} />,
  };
  return (
    <div className="mt-4 space-y-2 text-stone-800">
      <p>{t("support.intro")}</p>
      {(email || phone) && (
        <p className="text-sm">
          <T id={email && phone ? "support.careBoth" : email ? "support.careEmail" : "support.carePhone"} values={{ email, phone }} components={links} />
        </p>
      )}
    </div>
  );
}

type OrderOption = { _id: string; ref: string; createdAt: string; bill: number };

type FormProps = {
  customer: { name: string; emailAddress: string } | null;
  orders: OrderOption[];
  chosenOrder: string | null;
  error: string | null;
};

/** Who is filing: the account (named, with a way out), or a visitor's name and e-mail with a way to sign in. */
function WhoFiles({ customer }: { customer: FormProps["customer"] }) {
  const { t, path } = useT();
  if (customer) {
    return (
      <p className="text-sm text-stone-700">
        <T id="support.filingAs" values={{ name: customer.name, email: customer.emailAddress }} components={{ b: <strong /> }} />
      </p>
    );
  }
  return (
    <>
      <p className="text-sm text-stone-700">
        <T id="support.haveAccount" components={{ link: <Link to={loginPathFor(path("/support"))} className="font-semibold text-leaf-800 underline" /> }} />
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("support.yourName")} name="name" autoComplete="name" required maxLength={100} />
        <FormField label={t("support.email")} name="emailAddress" type="email" autoComplete="email" required maxLength={254} />
      </div>
    </>
  );
}

export function ComplaintForm({ customer, orders, chosenOrder, error }: FormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const { t, rupees, date } = useT();
  return (
    <Form method="post" className="mt-6 space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6" aria-label={t("support.formLabel")}>
      <WhoFiles customer={customer} />
      <div>
        <label htmlFor="complaint-category" className={LABEL}>
          {t("support.about")}
        </label>
        <select id="complaint-category" name="category" required defaultValue="" className={FIELD}>
          <option value="" disabled>
            {t("support.chooseOne")}
          </option>
          {GRIEVANCE_CATEGORIES.map((category) => (
            <option key={category.value} value={category.value}>
              {t(CATEGORY_LABELS[category.value])}
            </option>
          ))}
        </select>
      </div>
      {customer && orders.length > 0 && (
        <div>
          <label htmlFor="complaint-order" className={LABEL}>
            {t("support.whichOrder")}
          </label>
          <select id="complaint-order" name="orderId" defaultValue={chosenOrder ?? ""} className={FIELD}>
            <option value="">{t("support.noOrder")}</option>
            {orders.map((order) => (
              <option key={order._id} value={order._id}>
                {t("support.orderOption", { ref: order.ref, date: date(order.createdAt), amount: rupees(order.bill) })}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor="complaint-description" className={LABEL}>
          {t("support.whatHappened")}
        </label>
        <textarea
          id="complaint-description"
          name="description"
          required
          minLength={MIN_DESCRIPTION_LENGTH}
          maxLength={MAX_DESCRIPTION_LENGTH}
          rows={6}
          aria-describedby="complaint-description-hint"
          className={FIELD}
        />
        <p id="complaint-description-hint" className="mt-1 text-sm text-stone-700">
          {t("support.describeHint")}
        </p>
      </div>
      <ErrorAlert message={error} />
      <button type="submit" className={primaryButton} disabled={sending}>
        {sending ? t("support.sending") : t("support.file")}
      </button>
    </Form>
  );
}

/** The receipt: the ticket number and due times, focused when it appears so a screen reader reads it out. */
export function FiledComplaint({ filed, signedIn }: { filed: FiledGrievance; signedIn: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { t } = useT();
  const formatIst = useIstTime();
  return (
    <div role="status" className="mt-6 rounded-2xl bg-leaf-50 p-5 ring-1 ring-leaf-300 sm:p-6">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-leaf-900 focus:outline-none">
        {t("support.filedHeading", { ticket: filed.ticket })}
      </h2>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-stone-800 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t("support.ticketNumber")}</dt>
        <dd className="font-mono">{filed.ticket}</dd>
        <dt className="font-semibold">{t("support.ackBy")}</dt>
        <dd>{formatIst(filed.ackDueAt)}</dd>
        <dt className="font-semibold">{t("support.resolveBy")}</dt>
        <dd>{formatIst(filed.resolveDueAt)}</dd>
      </dl>
      <p className="mt-3 text-sm text-stone-800">{t("support.copyMailed")}</p>
      <p className="mt-4 flex flex-wrap gap-4 text-sm font-semibold">
        {signedIn && (
          <Link to="/profile#my-complaints" className="text-leaf-800 underline">
            {t("support.seeOnProfile")}
          </Link>
        )}
        <Link to="/support" className="text-leaf-800 underline">
          {t("support.fileAnother")}
        </Link>
      </p>
    </div>
  );
}
