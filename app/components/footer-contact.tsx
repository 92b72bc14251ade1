import type { ShopSettingsView } from "~/lib/shop-settings";

/** The footer's contact block: the consumer care an admin set in Settings, else the deployment's own (wrangler.toml). */
export function FooterContact({ settings, shop }: { settings: ShopSettingsView; shop?: { email: string; phone: string; city: string; state: string } }) {
  const email = settings.careEmail || shop?.email;
  const phone = settings.carePhone || shop?.phone;
  return (
    <address className="mt-3 space-y-1 text-sm not-italic text-leaf-100">
      {settings.legalName && <p>{settings.legalName}</p>}
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
      {settings.address ? <p>{settings.address}</p> : shop && <p>{shop.city}, {shop.state}</p>}
      {settings.fssaiNumber && <p>FSSAI Lic. No. {settings.fssaiNumber}</p>}
      {settings.gstin && <p>GSTIN {settings.gstin}</p>}
    </address>
  );
}
