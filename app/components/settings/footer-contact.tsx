import type { ShopProfile } from "../../../worker/domains/settings/shared/shop-profile";
import { useT } from "~/lib/i18n";

/** The footer's contact block: the shop's legal name, consumer care, address and registrations (its profile). */
export function FooterContact({ profile }: { profile: ShopProfile }) {
  const { email, phone } = profile.care;
  const { t } = useT();
  return (
    <address className="mt-3 space-y-1 text-sm not-italic text-leaf-100">
      {profile.legalName && <p>{profile.legalName}</p>}
      {email && (
        <p>
          {t("common.careEmail")}{" "}
          <a className="underline-offset-4 hover:underline" href={`mailto:${email}`}>
            {email}
          </a>
        </p>
      )}
      {phone && (
        <p>
          {t("common.carePhone")}{" "}
          <a className="underline-offset-4 hover:underline" href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
            {phone}
          </a>
        </p>
      )}
      {profile.address && <p>{profile.address}</p>}
      {profile.fssaiNumber && <p>{t("common.fssaiNumber", { number: profile.fssaiNumber })}</p>}
      {profile.gstin && <p>{t("common.gstinNumber", { number: profile.gstin })}</p>}
    </address>
  );
}
