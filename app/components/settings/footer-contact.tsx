import type { ShopProfile } from "../../../worker/domains/settings/shared/shop-profile";

/** The footer's contact block: the shop's legal name, consumer care, address and registrations (its profile). */
export function FooterContact({ profile }: { profile: ShopProfile }) {
  const { email, phone } = profile.care;
  return (
    <address className="mt-3 space-y-1 text-sm not-italic text-leaf-100">
      {profile.legalName && <p>{profile.legalName}</p>}
      {email && (
        <p>
          Consumer care e-mail:{" "}
          <a className="underline-offset-4 hover:underline" href={`mailto:${email}`}>
            {email}
          </a>
        </p>
      )}
      {phone && (
        <p>
          Consumer care phone:{" "}
          <a className="underline-offset-4 hover:underline" href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
            {phone}
          </a>
        </p>
      )}
      {profile.address && <p>{profile.address}</p>}
      {profile.fssaiNumber && <p>FSSAI Lic. No. {profile.fssaiNumber}</p>}
      {profile.gstin && <p>GSTIN {profile.gstin}</p>}
    </address>
  );
}
