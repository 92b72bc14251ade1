ALTER TABLE `sales_days` ADD `cod_orders` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sales_days` ADD `cod_collected` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sales_days` ADD `cod_collected_bill_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sales_days` ADD `cod_returned` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sales_days` ADD `cancelled_orders` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sales_days` ADD `cancelled_bill_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 17: cash on delivery, cancellations and returns in the sales roll-ups (hand-written after drizzle-kit
-- generate added the columns above). A sale ("genuine") is now an order that is not a wrong order, not cancelled,
-- not returned (refused at the door) and not cash on delivery still to be collected: a COD order becomes a sale
-- when its cash is collected (payment verified). Wrong orders stay the fake ones. The same condition is
-- worker/domains/analytics/sales.ts genuineSaleSql(), which reads the two partial days at a period's edges; a test
-- (tests/analytics/rollups.test.ts) checks every trigger below carries it. The triggers are recreated with
-- it, the update trigger also fires on payment status and method changes, and the roll-ups are rebuilt from the
-- orders so rows written before this migration follow the new rule too.
DROP TRIGGER sales_orders_after_insert;--> statement-breakpoint
DROP TRIGGER sales_orders_after_update;--> statement-breakpoint
DROP TRIGGER sales_orders_before_delete;--> statement-breakpoint
DROP TRIGGER sales_items_after_insert;--> statement-breakpoint
DROP TRIGGER sales_items_after_delete;--> statement-breakpoint
DROP TRIGGER sales_items_after_update;--> statement-breakpoint
CREATE TRIGGER sales_orders_after_insert AFTER INSERT ON orders BEGIN
  INSERT INTO sales_customer_days (day, email, name, orders, bill_paise, paid_paise, fake_orders, fake_bill_paise)
  VALUES (date(NEW.created_at, '+330 minutes'), NEW.email_address, NEW.name, (NEW.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND NEW.payment_status != 'cod'), iif((NEW.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND NEW.payment_status != 'cod'), NEW.bill_paise, 0),
    iif((NEW.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND NEW.payment_status != 'cod'), NEW.amount_paid_paise, 0), (NEW.order_status = 'wrong order'), iif((NEW.order_status = 'wrong order'), NEW.bill_paise, 0))
  ON CONFLICT (day, email) DO UPDATE SET name = max(name, excluded.name), orders = orders + excluded.orders,
    bill_paise = bill_paise + excluded.bill_paise, paid_paise = paid_paise + excluded.paid_paise,
    fake_orders = fake_orders + excluded.fake_orders, fake_bill_paise = fake_bill_paise + excluded.fake_bill_paise;
  INSERT INTO sales_days (day, bill_paise, fake_orders, cod_orders, cod_collected, cod_collected_bill_paise, cod_returned, cancelled_orders, cancelled_bill_paise)
  VALUES (date(NEW.created_at, '+330 minutes'), iif((NEW.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND NEW.payment_status != 'cod'), NEW.bill_paise, 0), (NEW.order_status = 'wrong order'), (NEW.payment_method = 'cod'), (NEW.payment_method = 'cod' AND (NEW.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND NEW.payment_status != 'cod')), iif((NEW.payment_method = 'cod' AND (NEW.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND NEW.payment_status != 'cod')), NEW.bill_paise, 0),
    (NEW.payment_method = 'cod' AND NEW.order_status = 'returned'), (NEW.order_status = 'cancelled'), iif((NEW.order_status = 'cancelled'), NEW.bill_paise, 0))
  ON CONFLICT (day) DO UPDATE SET bill_paise = bill_paise + excluded.bill_paise, fake_orders = fake_orders + excluded.fake_orders,
    cod_orders = cod_orders + excluded.cod_orders, cod_collected = cod_collected + excluded.cod_collected,
    cod_collected_bill_paise = cod_collected_bill_paise + excluded.cod_collected_bill_paise, cod_returned = cod_returned + excluded.cod_returned,
    cancelled_orders = cancelled_orders + excluded.cancelled_orders, cancelled_bill_paise = cancelled_bill_paise + excluded.cancelled_bill_paise;
END;
--> statement-breakpoint
CREATE TRIGGER sales_orders_after_update AFTER UPDATE ON orders
WHEN OLD.created_at IS NOT NEW.created_at OR OLD.email_address IS NOT NEW.email_address OR OLD.name IS NOT NEW.name OR OLD.order_status IS NOT NEW.order_status OR OLD.payment_status IS NOT NEW.payment_status OR OLD.payment_method IS NOT NEW.payment_method OR OLD.bill_paise IS NOT NEW.bill_paise OR OLD.amount_paid_paise IS NOT NEW.amount_paid_paise
BEGIN
  UPDATE sales_customer_days SET orders = orders - (OLD.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND OLD.payment_status != 'cod'),
    bill_paise = bill_paise - iif((OLD.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND OLD.payment_status != 'cod'), OLD.bill_paise, 0), paid_paise = paid_paise - iif((OLD.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND OLD.payment_status != 'cod'), OLD.amount_paid_paise, 0),
    fake_orders = fake_orders - (OLD.order_status = 'wrong order'), fake_bill_paise = fake_bill_paise - iif((OLD.order_status = 'wrong order'), OLD.bill_paise, 0)
  WHERE day = date(OLD.created_at, '+330 minutes') AND email = OLD.email_address;
  UPDATE sales_days SET bill_paise = bill_paise - iif((OLD.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND OLD.payment_status != 'cod'), OLD.bill_paise, 0), fake_orders = fake_orders - (OLD.order_status = 'wrong order'),
    cod_orders = cod_orders - (OLD.payment_method = 'cod'), cod_collected = cod_collected - (OLD.payment_method = 'cod' AND (OLD.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND OLD.payment_status != 'cod')),
    cod_collected_bill_paise = cod_collected_bill_paise - iif((OLD.payment_method = 'cod' AND (OLD.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND OLD.payment_status != 'cod')), OLD.bill_paise, 0), cod_returned = cod_returned - (OLD.payment_method = 'cod' AND OLD.order_status = 'returned'),
    cancelled_orders = cancelled_orders - (OLD.order_status = 'cancelled'), cancelled_bill_paise = cancelled_bill_paise - iif((OLD.order_status = 'cancelled'), OLD.bill_paise, 0)
  WHERE day = date(OLD.created_at, '+330 minutes');
  INSERT INTO sales_customer_days (day, email, name, orders, bill_paise, paid_paise, fake_orders, fake_bill_paise)
  VALUES (date(NEW.created_at, '+330 minutes'), NEW.email_address, NEW.name, (NEW.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND NEW.payment_status != 'cod'), iif((NEW.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND NEW.payment_status != 'cod'), NEW.bill_paise, 0),
    iif((NEW.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND NEW.payment_status != 'cod'), NEW.amount_paid_paise, 0), (NEW.order_status = 'wrong order'), iif((NEW.order_status = 'wrong order'), NEW.bill_paise, 0))
  ON CONFLICT (day, email) DO UPDATE SET name = max(name, excluded.name), orders = orders + excluded.orders,
    bill_paise = bill_paise + excluded.bill_paise, paid_paise = paid_paise + excluded.paid_paise,
    fake_orders = fake_orders + excluded.fake_orders, fake_bill_paise = fake_bill_paise + excluded.fake_bill_paise;
  INSERT INTO sales_days (day, bill_paise, fake_orders, cod_orders, cod_collected, cod_collected_bill_paise, cod_returned, cancelled_orders, cancelled_bill_paise)
  VALUES (date(NEW.created_at, '+330 minutes'), iif((NEW.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND NEW.payment_status != 'cod'), NEW.bill_paise, 0), (NEW.order_status = 'wrong order'), (NEW.payment_method = 'cod'), (NEW.payment_method = 'cod' AND (NEW.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND NEW.payment_status != 'cod')), iif((NEW.payment_method = 'cod' AND (NEW.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND NEW.payment_status != 'cod')), NEW.bill_paise, 0),
    (NEW.payment_method = 'cod' AND NEW.order_status = 'returned'), (NEW.order_status = 'cancelled'), iif((NEW.order_status = 'cancelled'), NEW.bill_paise, 0))
  ON CONFLICT (day) DO UPDATE SET bill_paise = bill_paise + excluded.bill_paise, fake_orders = fake_orders + excluded.fake_orders,
    cod_orders = cod_orders + excluded.cod_orders, cod_collected = cod_collected + excluded.cod_collected,
    cod_collected_bill_paise = cod_collected_bill_paise + excluded.cod_collected_bill_paise, cod_returned = cod_returned + excluded.cod_returned,
    cancelled_orders = cancelled_orders + excluded.cancelled_orders, cancelled_bill_paise = cancelled_bill_paise + excluded.cancelled_bill_paise;
  UPDATE sales_product_days SET quantity = quantity - coalesce((SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_product_days.product_id), 0),
    revenue_paise = revenue_paise - coalesce((SELECT sum(i.product_bill_paise) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_product_days.product_id), 0),
    paid_paise = paid_paise - coalesce((SELECT sum(iif(OLD.bill_paise > 0, i.product_bill_paise * 1.0 * OLD.amount_paid_paise / OLD.bill_paise, 0)) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_product_days.product_id), 0)
  WHERE (OLD.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND OLD.payment_status != 'cod') AND day = date(OLD.created_at, '+330 minutes') AND product_id IN (SELECT i.product_id FROM order_items i WHERE i.order_id = OLD.id);
  UPDATE sales_variant_days SET quantity = quantity - coalesce((SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_variant_days.product_id AND i.variant_id = sales_variant_days.variant_id), 0),
    revenue_paise = revenue_paise - coalesce((SELECT sum(i.product_bill_paise) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_variant_days.product_id AND i.variant_id = sales_variant_days.variant_id), 0),
    paid_paise = paid_paise - coalesce((SELECT sum(iif(OLD.bill_paise > 0, i.product_bill_paise * 1.0 * OLD.amount_paid_paise / OLD.bill_paise, 0)) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_variant_days.product_id AND i.variant_id = sales_variant_days.variant_id), 0)
  WHERE (OLD.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND OLD.payment_status != 'cod') AND day = date(OLD.created_at, '+330 minutes') AND variant_id IN (SELECT i.variant_id FROM order_items i WHERE i.order_id = OLD.id);
  INSERT INTO sales_product_days (day, product_id, quantity, revenue_paise, paid_paise)
  SELECT date(NEW.created_at, '+330 minutes'), i.product_id, sum(i.quantity), sum(i.product_bill_paise), sum(iif(NEW.bill_paise > 0, i.product_bill_paise * 1.0 * NEW.amount_paid_paise / NEW.bill_paise, 0))
  FROM order_items i WHERE i.order_id = NEW.id AND (NEW.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND NEW.payment_status != 'cod') GROUP BY i.product_id
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, paid_paise = paid_paise + excluded.paid_paise;
  INSERT INTO sales_variant_days (day, product_id, variant_id, quantity, revenue_paise, paid_paise)
  SELECT date(NEW.created_at, '+330 minutes'), i.product_id, i.variant_id, sum(i.quantity), sum(i.product_bill_paise), sum(iif(NEW.bill_paise > 0, i.product_bill_paise * 1.0 * NEW.amount_paid_paise / NEW.bill_paise, 0))
  FROM order_items i WHERE i.order_id = NEW.id AND (NEW.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND NEW.payment_status != 'cod') GROUP BY i.product_id, i.variant_id
  ON CONFLICT (day, product_id, variant_id) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, paid_paise = paid_paise + excluded.paid_paise;
END;
--> statement-breakpoint
CREATE TRIGGER sales_orders_before_delete BEFORE DELETE ON orders BEGIN
  UPDATE sales_customer_days SET orders = orders - (OLD.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND OLD.payment_status != 'cod'),
    bill_paise = bill_paise - iif((OLD.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND OLD.payment_status != 'cod'), OLD.bill_paise, 0), paid_paise = paid_paise - iif((OLD.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND OLD.payment_status != 'cod'), OLD.amount_paid_paise, 0),
    fake_orders = fake_orders - (OLD.order_status = 'wrong order'), fake_bill_paise = fake_bill_paise - iif((OLD.order_status = 'wrong order'), OLD.bill_paise, 0)
  WHERE day = date(OLD.created_at, '+330 minutes') AND email = OLD.email_address;
  UPDATE sales_days SET bill_paise = bill_paise - iif((OLD.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND OLD.payment_status != 'cod'), OLD.bill_paise, 0), fake_orders = fake_orders - (OLD.order_status = 'wrong order'),
    cod_orders = cod_orders - (OLD.payment_method = 'cod'), cod_collected = cod_collected - (OLD.payment_method = 'cod' AND (OLD.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND OLD.payment_status != 'cod')),
    cod_collected_bill_paise = cod_collected_bill_paise - iif((OLD.payment_method = 'cod' AND (OLD.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND OLD.payment_status != 'cod')), OLD.bill_paise, 0), cod_returned = cod_returned - (OLD.payment_method = 'cod' AND OLD.order_status = 'returned'),
    cancelled_orders = cancelled_orders - (OLD.order_status = 'cancelled'), cancelled_bill_paise = cancelled_bill_paise - iif((OLD.order_status = 'cancelled'), OLD.bill_paise, 0)
  WHERE day = date(OLD.created_at, '+330 minutes');
  UPDATE sales_product_days SET quantity = quantity - coalesce((SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_product_days.product_id), 0),
    revenue_paise = revenue_paise - coalesce((SELECT sum(i.product_bill_paise) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_product_days.product_id), 0),
    paid_paise = paid_paise - coalesce((SELECT sum(iif(OLD.bill_paise > 0, i.product_bill_paise * 1.0 * OLD.amount_paid_paise / OLD.bill_paise, 0)) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_product_days.product_id), 0)
  WHERE (OLD.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND OLD.payment_status != 'cod') AND day = date(OLD.created_at, '+330 minutes') AND product_id IN (SELECT i.product_id FROM order_items i WHERE i.order_id = OLD.id);
  UPDATE sales_variant_days SET quantity = quantity - coalesce((SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_variant_days.product_id AND i.variant_id = sales_variant_days.variant_id), 0),
    revenue_paise = revenue_paise - coalesce((SELECT sum(i.product_bill_paise) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_variant_days.product_id AND i.variant_id = sales_variant_days.variant_id), 0),
    paid_paise = paid_paise - coalesce((SELECT sum(iif(OLD.bill_paise > 0, i.product_bill_paise * 1.0 * OLD.amount_paid_paise / OLD.bill_paise, 0)) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_variant_days.product_id AND i.variant_id = sales_variant_days.variant_id), 0)
  WHERE (OLD.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND OLD.payment_status != 'cod') AND day = date(OLD.created_at, '+330 minutes') AND variant_id IN (SELECT i.variant_id FROM order_items i WHERE i.order_id = OLD.id);
END;
--> statement-breakpoint
CREATE TRIGGER sales_items_after_insert AFTER INSERT ON order_items BEGIN
  INSERT INTO sales_product_days (day, product_id, quantity, revenue_paise, paid_paise)
  SELECT date(o.created_at, '+330 minutes'), NEW.product_id, NEW.quantity, NEW.product_bill_paise, iif(o.bill_paise > 0, NEW.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0)
  FROM orders o WHERE o.id = NEW.order_id AND (o.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND o.payment_status != 'cod')
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, paid_paise = paid_paise + excluded.paid_paise;
  INSERT INTO sales_variant_days (day, product_id, variant_id, quantity, revenue_paise, paid_paise)
  SELECT date(o.created_at, '+330 minutes'), NEW.product_id, NEW.variant_id, NEW.quantity, NEW.product_bill_paise, iif(o.bill_paise > 0, NEW.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0)
  FROM orders o WHERE o.id = NEW.order_id AND (o.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND o.payment_status != 'cod')
  ON CONFLICT (day, product_id, variant_id) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, paid_paise = paid_paise + excluded.paid_paise;
END;
--> statement-breakpoint
CREATE TRIGGER sales_items_after_delete AFTER DELETE ON order_items BEGIN
  UPDATE sales_product_days SET quantity = quantity - OLD.quantity, revenue_paise = revenue_paise - OLD.product_bill_paise,
    paid_paise = paid_paise - coalesce((SELECT iif(o.bill_paise > 0, OLD.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0) FROM orders o WHERE o.id = OLD.order_id), 0)
  WHERE product_id = OLD.product_id
    AND day = (SELECT date(o.created_at, '+330 minutes') FROM orders o WHERE o.id = OLD.order_id AND (o.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND o.payment_status != 'cod'));
  UPDATE sales_variant_days SET quantity = quantity - OLD.quantity, revenue_paise = revenue_paise - OLD.product_bill_paise,
    paid_paise = paid_paise - coalesce((SELECT iif(o.bill_paise > 0, OLD.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0) FROM orders o WHERE o.id = OLD.order_id), 0)
  WHERE product_id = OLD.product_id AND variant_id = OLD.variant_id
    AND day = (SELECT date(o.created_at, '+330 minutes') FROM orders o WHERE o.id = OLD.order_id AND (o.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND o.payment_status != 'cod'));
END;
--> statement-breakpoint
CREATE TRIGGER sales_items_after_update AFTER UPDATE ON order_items BEGIN
  UPDATE sales_product_days SET quantity = quantity - OLD.quantity, revenue_paise = revenue_paise - OLD.product_bill_paise,
    paid_paise = paid_paise - coalesce((SELECT iif(o.bill_paise > 0, OLD.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0) FROM orders o WHERE o.id = OLD.order_id), 0)
  WHERE product_id = OLD.product_id
    AND day = (SELECT date(o.created_at, '+330 minutes') FROM orders o WHERE o.id = OLD.order_id AND (o.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND o.payment_status != 'cod'));
  UPDATE sales_variant_days SET quantity = quantity - OLD.quantity, revenue_paise = revenue_paise - OLD.product_bill_paise,
    paid_paise = paid_paise - coalesce((SELECT iif(o.bill_paise > 0, OLD.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0) FROM orders o WHERE o.id = OLD.order_id), 0)
  WHERE product_id = OLD.product_id AND variant_id = OLD.variant_id
    AND day = (SELECT date(o.created_at, '+330 minutes') FROM orders o WHERE o.id = OLD.order_id AND (o.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND o.payment_status != 'cod'));
  INSERT INTO sales_product_days (day, product_id, quantity, revenue_paise, paid_paise)
  SELECT date(o.created_at, '+330 minutes'), NEW.product_id, NEW.quantity, NEW.product_bill_paise, iif(o.bill_paise > 0, NEW.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0)
  FROM orders o WHERE o.id = NEW.order_id AND (o.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND o.payment_status != 'cod')
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, paid_paise = paid_paise + excluded.paid_paise;
  INSERT INTO sales_variant_days (day, product_id, variant_id, quantity, revenue_paise, paid_paise)
  SELECT date(o.created_at, '+330 minutes'), NEW.product_id, NEW.variant_id, NEW.quantity, NEW.product_bill_paise, iif(o.bill_paise > 0, NEW.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0)
  FROM orders o WHERE o.id = NEW.order_id AND (o.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND o.payment_status != 'cod')
  ON CONFLICT (day, product_id, variant_id) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, paid_paise = paid_paise + excluded.paid_paise;
END;
--> statement-breakpoint
DELETE FROM sales_days;--> statement-breakpoint
DELETE FROM sales_customer_days;--> statement-breakpoint
DELETE FROM sales_product_days;--> statement-breakpoint
DELETE FROM sales_variant_days;--> statement-breakpoint
INSERT INTO sales_customer_days (day, email, name, orders, bill_paise, paid_paise, fake_orders, fake_bill_paise)
SELECT date(o.created_at, '+330 minutes'), o.email_address, max(o.name), sum((o.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND o.payment_status != 'cod')), sum(iif((o.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND o.payment_status != 'cod'), o.bill_paise, 0)), sum(iif((o.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND o.payment_status != 'cod'), o.amount_paid_paise, 0)),
  sum((o.order_status = 'wrong order')), sum(iif((o.order_status = 'wrong order'), o.bill_paise, 0))
FROM orders o GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO sales_days (day, bill_paise, fake_orders, cod_orders, cod_collected, cod_collected_bill_paise, cod_returned, cancelled_orders, cancelled_bill_paise)
SELECT date(o.created_at, '+330 minutes'), sum(iif((o.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND o.payment_status != 'cod'), o.bill_paise, 0)), sum((o.order_status = 'wrong order')), sum((o.payment_method = 'cod')), sum((o.payment_method = 'cod' AND (o.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND o.payment_status != 'cod'))), sum(iif((o.payment_method = 'cod' AND (o.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND o.payment_status != 'cod')), o.bill_paise, 0)),
  sum((o.payment_method = 'cod' AND o.order_status = 'returned')), sum((o.order_status = 'cancelled')), sum(iif((o.order_status = 'cancelled'), o.bill_paise, 0))
FROM orders o GROUP BY 1;
--> statement-breakpoint
INSERT INTO sales_product_days (day, product_id, quantity, revenue_paise, paid_paise)
SELECT date(o.created_at, '+330 minutes'), i.product_id, sum(i.quantity), sum(i.product_bill_paise), sum(iif(o.bill_paise > 0, i.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0))
FROM orders o JOIN order_items i ON i.order_id = o.id WHERE (o.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND o.payment_status != 'cod') GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO sales_variant_days (day, product_id, variant_id, quantity, revenue_paise, paid_paise)
SELECT date(o.created_at, '+330 minutes'), i.product_id, i.variant_id, sum(i.quantity), sum(i.product_bill_paise), sum(iif(o.bill_paise > 0, i.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0))
FROM orders o JOIN order_items i ON i.order_id = o.id WHERE (o.order_status NOT IN ('wrong order', 'cancelled', 'returned') AND o.payment_status != 'cod') GROUP BY 1, 2, 3;
