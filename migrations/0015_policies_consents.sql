-- Issue 20: the shop's policies (versioned Markdown texts), the grievance officer in the settings, and the record of
-- every consent to the privacy notice (db/schema.ts explains each). Written by hand: the lead regenerates the
-- drizzle snapshot after merging.
CREATE TABLE `policies` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`version` integer NOT NULL,
	`body` text NOT NULL,
	`created_at` text NOT NULL,
	`created_by` text,
	CONSTRAINT "policies_slug_check" CHECK("policies"."slug" in ('returns', 'shipping', 'privacy', 'terms')),
	CONSTRAINT "policies_version_check" CHECK("policies"."version" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `policies_slug_version_unique` ON `policies` (`slug`,`version`);--> statement-breakpoint
CREATE TABLE `consents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`notice_version` integer NOT NULL,
	`source` text NOT NULL,
	`created_at` text NOT NULL,
	CONSTRAINT "consents_purpose_check" CHECK("consents"."purpose" in ('privacy-notice')),
	CONSTRAINT "consents_source_check" CHECK("consents"."source" in ('signup-form', 'api', 'legacy-api'))
);
--> statement-breakpoint
CREATE INDEX `consents_user_idx` ON `consents` (`user_id`);--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `grievance_officer_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `grievance_officer_designation` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `grievance_officer_email` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `grievance_officer_phone` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The policy pages are public pages the edge cache keeps (worker/lib/edge-cache.ts): a new version must change the
-- catalogue version in the same statement, like every other table those pages show (migration 0013).
CREATE TRIGGER `catalogue_version_policies_insert` AFTER INSERT ON `policies` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_policies_update` AFTER UPDATE ON `policies` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_policies_delete` AFTER DELETE ON `policies` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
-- The shipped texts, version 1 of each policy, written for this shop: what its order card, checkout and profile
-- really do. {{placeholders}} are filled from Settings (and the delivery rules) whenever a page shows them, so a
-- changed phone number or grievance officer is never out of date in a policy. The admin edits each text in Settings;
-- every save is a new version. tests/policies/policies.test.ts runs the health-claims check over them.
INSERT INTO `policies` (`id`, `slug`, `version`, `body`, `created_at`, `created_by`) VALUES ('policy-returns-1', 'returns', 1, 'This policy explains when you can cancel an order, what you can send back and how refunds work. It applies to every order placed on this website with {{legalName}}.

## Cancelling an order

- You can cancel an order yourself until it is shipped: open your **Profile**, find the order and press **Cancel order**. There is no cancellation fee.
- Once an order has been shipped it can no longer be cancelled. If you refuse a cash-on-delivery parcel at the door, the order is marked as returned and you pay nothing.
- We may cancel an order we cannot fulfil, for example when a pack sold out after you ordered or we cannot deliver to your address. We tell you by e-mail and refund anything you paid.

## Refunds

- Money paid for a cancelled order is refunded to the UPI account it came from within 7 working days of the cancellation.
- Refunds for damaged, wrong or missing items (see below) are made the same way within 7 working days of our accepting your claim.
- Your order card on the Profile page shows **Refund pending** until the refund is sent, then **Refunded**.
- For a cash-on-delivery order we refund by UPI or bank transfer to an account you name.

## Damaged, wrong or missing items

If a parcel arrives damaged or leaking, or an item is wrong or missing:

1. Tell us within 48 hours of delivery at {{careEmail}} or {{carePhone}}, with your order number.
2. Send clear photos of the parcel as it arrived, the items and their labels (batch number and best-before date).
3. Keep the items and the packaging until we reply.

We then send a replacement or refund the affected items, as you prefer.

## What cannot be returned

Our products are food. For hygiene and safety we cannot take back food once it has left our care:

- Opened packs and perishable items cannot be returned, unless they arrived damaged, wrong or past their best-before date.
- We do not take back food because you changed your mind. Please check the pack size and the product before placing the order, or cancel the order before it ships.

## Questions and complaints

Write to {{careEmail}} or call {{carePhone}}. If our answer does not settle the matter, write to our Grievance Officer: {{grievanceOfficer}}. All our contact details are on the [Contact page](/contact).', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), NULL);--> statement-breakpoint
INSERT INTO `policies` (`id`, `slug`, `version`, `body`, `created_at`, `created_by`) VALUES ('policy-shipping-1', 'shipping', 1, 'This policy explains where {{legalName}} delivers, what delivery costs and how long it takes.

## Where we deliver

Enter your pincode on any product page or in the cart to see whether we deliver there, what delivery costs and how many days it takes. The checkout shows the exact delivery charge for your cart and address before you place the order, and the order total includes it.

## Delivery charges and times

{{deliveryCharges}}

The charge depends on where the parcel goes and on its packed weight. Delivery times are counted from dispatch and are estimates: festivals, weather and remote areas can add a few days.

## Cash on delivery

{{cashOnDelivery}}

## Dispatch and tracking

- We pack and dispatch orders on working days, usually within 2 working days of the order. An order paid by UPI is dispatched once the payment has reached our bank account.
- Once your order is shipped, its card on your Profile page shows the courier and the tracking number.

## Late or damaged parcels

If your order has not arrived within the delivery time shown, write to {{careEmail}} or call {{carePhone}} with your order number. For a damaged parcel, see our [Returns, refunds and cancellation policy](/policies/returns): tell us within 48 hours of delivery, with photos.', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), NULL);--> statement-breakpoint
INSERT INTO `policies` (`id`, `slug`, `version`, `body`, `created_at`, `created_by`) VALUES ('policy-privacy-1', 'privacy', 1, 'This notice explains what personal data {{legalName}} ("we") collects when you use this shop, why we use it, how long we keep it and what your rights are under the Digital Personal Data Protection Act 2023 and the Digital Personal Data Protection Rules 2025. We are the data fiduciary: {{legalName}}, {{address}}.

## What we collect and why

- **Account details**: your name, phone number, e-mail address and password (stored only as a salted hash, never in readable form). We use them to create and protect your account, to sign you in and to contact you about your orders.
- **Delivery addresses**: to deliver your orders and to work out the delivery charge.
- **Orders**: what you ordered, the prices, the delivery address, the payment method and the order''s history. We use them to deliver and support your orders and to keep the accounts the law requires.
- **Payment references**: the UPI transaction reference and the amount you report, and the matching line of our bank statement, to confirm your payment. We never see your UPI PIN or your bank login.
- **Invoices**: a GST invoice carries your name and billing address, and the GSTIN of a business buyer.
- **Complaints and messages**: what you write to customer care or to our Grievance Officer, to answer you.
- **Consent records**: which version of this notice you accepted, when and how.
- **Technical data**: one cookie that keeps you signed in. We use no advertising or tracking cookies. Page-speed measurements that some browsers send us name the page, never the person.

We do not sell your data, we do not use it for advertising and we make no automated decisions about you.

## Who receives it

Only those who need it to serve you: the courier or India Post (the name, phone number and address on the parcel), our e-mail provider (to send you order e-mails), our hosting provider Cloudflare (which stores the shop''s data), and public authorities where the law requires it, such as tax authorities.

## How long we keep it

- Account details and saved addresses: until you delete your account.
- Orders and invoices: 8 years from the end of the financial year they belong to, as GST and income-tax law require. If you delete your account, we keep them without contact details beyond what the invoice carries.
- Payment references: as long as the order they belong to.
- Complaints: as long as your account exists. If you delete your account, we keep only a complaint''s ticket number, category and dates.
- Consent records: as long as your account exists, and afterwards without your contact details, as proof of what was agreed.

## Your rights

- **Access**: download a copy of your data at any time with **Download my data** on your Profile page.
- **Correction**: correct your name, phone number, e-mail address and address on your Profile page, or ask us to correct anything else.
- **Erasure**: delete your account with **Delete my account** on your Profile page. We erase your personal data except what another law requires us to keep (invoiced orders, as above). The same e-mail address can sign up again later as a new account.
- **Withdrawing consent**: you gave your consent by ticking the box when you signed up. You can withdraw it as easily, by deleting your account or by writing to our Grievance Officer. Withdrawal does not affect what was done before it.
- **Grievance redressal**: complain to our Grievance Officer (below). We acknowledge a complaint within 48 hours and resolve it within one month. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.
- **Nomination**: you may name a person to use these rights for you if you die or become unable to use them yourself. Write to our Grievance Officer to nominate someone.

## Security

Passwords are stored only as salted hashes, the shop is served only over HTTPS and only the shop''s administrators can see orders. If a breach of personal data happens, we will inform you and the Data Protection Board of India as the law requires.

## Children

This shop is for adults. Please do not create an account if you are under 18.

## Grievance Officer

{{grievanceOfficer}}

## Changes to this notice

We publish every change on this page with a new version number and date. When a change affects how we use your data, we will ask for your consent again.', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), NULL);--> statement-breakpoint
INSERT INTO `policies` (`id`, `slug`, `version`, `body`, `created_at`, `created_by`) VALUES ('policy-terms-1', 'terms', 1, 'These terms apply when you use this website and buy from {{legalName}}, {{address}} ("we", "the shop"). By creating an account or placing an order you accept them.

## Our products

- Our products are food. Descriptions, pictures and label details are given in good faith; where they differ from the label on the pack you receive, the label prevails.
- The articles, wellness protocols and assistant on this site give general information about food and diet. They are not medical advice, and our products are not medicines. Please ask a doctor about any health condition.
- Prices are in Indian rupees and are MRP inclusive of all taxes. Delivery and cash-on-delivery charges are shown separately, before you place the order.

## Orders and payment

- Placing an order is an offer to buy. We accept it when we confirm the order, and for UPI payment once the payment has reached our bank account: we check every reported payment against our bank statement.
- Pay by UPI to the account shown at checkout, or in cash on delivery where it is offered. Reporting a payment that was not made, or someone else''s payment reference, is fraud: the order is cancelled.
- We may refuse or cancel an order, for example when a pack sold out or a price was shown wrongly. We then refund anything you paid.

## Delivery, cancellation and returns

Delivery is explained in our [Shipping policy](/policies/shipping), and cancellation, returns and refunds in our [Returns, refunds and cancellation policy](/policies/returns).

## Your account

Keep your password to yourself: what is done with your account is your responsibility. You can correct your details or delete your account at any time on your Profile page. How we handle your data is explained in our [Privacy notice](/policies/privacy).

## Using this site

Do not try to break into the shop, other customers'' accounts or our systems, do not copy the site''s content in bulk and do not submit unlawful content. We may close an account that does.

## Your rights as a consumer

Nothing in these terms limits your rights under the Consumer Protection Act 2019 and the Consumer Protection (E-Commerce) Rules 2020.

## Complaints and disputes

Write to customer care at {{careEmail}} or call {{carePhone}}. If that does not settle the matter, write to our Grievance Officer: {{grievanceOfficer}}. We acknowledge a complaint within 48 hours and resolve it within one month. You may also call the National Consumer Helpline (1915) or approach a consumer commission. These terms are governed by the laws of India.

## Changes to these terms

We publish every change on this page with a new version number and date. An order is governed by the terms in force when it was placed.', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), NULL);
