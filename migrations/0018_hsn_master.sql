-- Issue 28: the HSN master. `products.hsn_uncertain` marks a product whose admin chose the catch-all rate because they
-- were not sure of its HSN code (flagged in the admin's lists and on its invoices' lines); the rows below give the rate
-- table the food HSN codes a product save must name.
ALTER TABLE `products` ADD `hsn_uncertain` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- The HSN master (issue 28): the food chapters this shop sells and their neighbours, at the rates in force from
-- 22 September 2025 ("GST 2.0"), so that saving a product can insist on an HSN the table knows. Sources, relied on for
-- each row below: Notification No. 9/2025-Central Tax (Rate), 17 September 2025, in force 22 September 2025, which
-- superseded 1/2017-Central Tax (Rate) (its Schedule I is 2.5 % CGST, i.e. 5 % GST; Schedule II 9 %, i.e. 18 %), and
-- Notification No. 10/2025-Central Tax (Rate) of the same day, which superseded 2/2017 (goods exempt: nil). The schedule
-- entry is named by its heading and description; the serial numbers inside the schedules were not checked here (the
-- notifications' text was read through CBIC summaries and tax practitioners' tables of the 56th Council's changes).
-- Where a good is nil loose but taxed "pre-packaged and labelled" (rice, flours, pulses, jaggery), the row is the
-- pre-packaged rate: this shop sells labelled packs. Rows that 0014 already holds for 22 September 2025 (0405 butter
-- and ghee, 0813 dried fruit, 1704 sugar confectionery, 2106 namkeen and bhujia) and the unchanged ones from 2017
-- (0713 pulses, 0904/0909/0910 spices, 1008 millets, 1211 herbs, 1508/1512-1515 oils, 1701 sugar and jaggery)
-- are not repeated. The owner confirms the table with their accountant on the admin GST page.
INSERT INTO `gst_rates` (`id`, `hsn_prefix`, `rate_percent`, `effective_from`, `created_at`) VALUES
  -- 0401 milk and cream, not concentrated (UHT milk included from 22.9.2025): nil, 10/2025 (exempt goods).
  ('gstrate-28-01', '0401', 0, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 0402 milk concentrated or sweetened (condensed milk): 5 %, 9/2025 Schedule I (was 12 %).
  ('gstrate-28-02', '0402', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 0406 cheese: 5 %, 9/2025 Schedule I (was 12 %). Pre-packaged paneer and chena are nil under 10/2025: add a
  -- row for their tariff item if the shop lists them.
  ('gstrate-28-03', '0406', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 0409 natural honey: 5 %, 9/2025 Schedule I (unchanged from 1/2017 Schedule I).
  ('gstrate-28-04', '0409', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 0801 coconuts (desiccated), cashew nuts (kernels), dried: 5 %, 9/2025 Schedule I. Fresh coconuts are nil (10/2025).
  ('gstrate-28-05', '0801', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 0802 other nuts, dried (almonds, walnuts, pistachios): 5 %, 9/2025 Schedule I (was 12 %).
  ('gstrate-28-06', '0802', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 0804 10 dates, dried: 5 %, 9/2025 Schedule I (was 12 %); fresh dates are nil (10/2025).
  ('gstrate-28-07', '080410', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 0806 20 grapes, dried (raisins, kishmish): 5 %, 9/2025 Schedule I (was 12 %); fresh grapes are nil.
  ('gstrate-28-08', '080620', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 0901 coffee, roasted (beans or ground): 5 %, 9/2025 Schedule I.
  ('gstrate-28-09', '0901', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 0902 tea: 5 %, 9/2025 Schedule I.
  ('gstrate-28-10', '0902', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 0906 cinnamon, 0907 cloves, 0908 nutmeg, mace and cardamoms: 5 %, 9/2025 Schedule I (like 0904, 0909, 0910).
  ('gstrate-28-11', '0906', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  ('gstrate-28-12', '0907', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  ('gstrate-28-13', '0908', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 1006 rice, pre-packaged and labelled: 5 %, 9/2025 Schedule I (loose, not labelled: nil under 10/2025).
  ('gstrate-28-14', '1006', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 1101 wheat or meslin flour (atta), 1102 other cereal flours (millet, ragi, rice flour), 1106 flours of pulses
  -- (besan): pre-packaged and labelled 5 %, 9/2025 Schedule I (loose: nil under 10/2025).
  ('gstrate-28-15', '1101', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  ('gstrate-28-16', '1102', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  ('gstrate-28-17', '1106', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 1507 soya-bean oil, 1509 olive oil, 1510 other olive-residue oils, 1511 palm oil: 5 %, 9/2025 Schedule I
  -- (edible vegetable oils, like the 1508 and 1512-1515 rows of 0014).
  ('gstrate-28-18', '1507', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  ('gstrate-28-19', '1509', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  ('gstrate-28-20', '1510', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  ('gstrate-28-21', '1511', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 1806 chocolate and other food preparations containing cocoa: 5 %, 9/2025 Schedule I (was 18 %).
  ('gstrate-28-22', '1806', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 1904 prepared cereal foods (flakes, puffed or roasted cereals): 5 %, 9/2025 Schedule I (was 12 % or 18 %).
  ('gstrate-28-23', '1904', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 1905 bread, biscuits, pastries, rusks and other bakers' wares: 5 %, 9/2025 Schedule I (was 18 %). Khakhra and
  -- plain chapati or roti are nil under 10/2025 by description: add rows for their tariff items if the shop lists them.
  ('gstrate-28-24', '1905', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 1905 90 40 papad, by whatever name known, except when served: nil, exempt since 2/2017 and still under 10/2025.
  -- (Not 5 %: the exemption names papad by description, which beats the 1905 row above as the longer prefix.)
  ('gstrate-28-25', '19059040', 0, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 2001 vegetables, fruit and nuts prepared or preserved by vinegar or acetic acid (pickles): 5 %, 9/2025
  -- Schedule I (was 12 %). Pickles in oil are usually classified here too.
  ('gstrate-28-26', '2001', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 2008 fruit and nuts otherwise prepared or preserved (roasted nuts, chikki-style nut brittles): 5 %, 9/2025
  -- Schedule I (was 12 %).
  ('gstrate-28-27', '2008', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 2103 sauces, mixed condiments and mixed seasonings (masala blends): 5 %, 9/2025 Schedule I (was 12 %).
  ('gstrate-28-28', '2103', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 2501 salt (common, rock, black salt): nil, 10/2025 (exempt goods, as under 2/2017).
  ('gstrate-28-29', '2501', 0, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- Cosmetics at their own rates. 3304 beauty and make-up preparations, skin care, face packs: 18 %, 9/2025
  -- Schedule II (the 2017 row of 0014 stays in force); 3304 91 talcum and face powder: 5 %, 9/2025 Schedule I.
  ('gstrate-28-30', '330491', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 3305 preparations for the hair (hair oil, shampoo): 5 %, 9/2025 Schedule I (was 18 %).
  ('gstrate-28-31', '3305', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 3306 preparations for oral hygiene (tooth powder, toothpaste): 5 %, 9/2025 Schedule I (was 18 %, tooth powder 12 %).
  ('gstrate-28-32', '3306', 5, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  -- 3401 soap: other soaps 18 %, 9/2025 Schedule II; 3401 11 toilet soap in bars, cakes or moulded pieces: 5 %,
  -- 9/2025 Schedule I (was 18 %).
  ('gstrate-28-33', '3401', 18, '2025-09-22', '2026-11-27T00:00:00.000Z'),
  ('gstrate-28-34', '340111', 5, '2025-09-22', '2026-11-27T00:00:00.000Z');
