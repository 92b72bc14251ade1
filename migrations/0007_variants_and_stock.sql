-- Pack sizes (product_variants) and the stock ledger (stock_movements). Hand-edited after drizzle-kit generate:
-- - every existing product becomes one pack with its current prices ("1 pack", 1 piece, stock not counted), so
--   carts, orders and prices are unchanged; cart and order lines point at that pack;
-- - cart_items and order_items are rebuilt (new primary key, NOT NULL references), which needs the roll-up triggers
--   of 0005 dropped first (a rename checks every trigger); they are recreated afterwards, each also keeping the new
--   per-pack roll-up sales_variant_days;
-- - no PRAGMA foreign_keys: D1 ignores it, and nothing references the rebuilt tables.
DROP TRIGGER sales_orders_after_insert;--> statement-breakpoint
DROP TRIGGER sales_orders_after_update;--> statement-breakpoint
DROP TRIGGER sales_orders_before_delete;--> statement-breakpoint
DROP TRIGGER sales_items_after_insert;--> statement-breakpoint
DROP TRIGGER sales_items_after_delete;--> statement-breakpoint
DROP TRIGGER sales_items_after_update;--> statement-breakpoint
CREATE TABLE `product_variants` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	`label` text NOT NULL,
	`net_quantity` real NOT NULL,
	`unit` text NOT NULL,
	`mrp_paise` integer NOT NULL,
	`sale_price_paise` integer NOT NULL,
	`sku` text NOT NULL,
	`stock` integer,
	`low_stock_threshold` integer DEFAULT 5 NOT NULL,
	`weight_grams` integer NOT NULL,
	`position` integer NOT NULL,
	`deleted_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "product_variants_prices_check" CHECK("product_variants"."mrp_paise" > 0 and "product_variants"."sale_price_paise" > 0 and "product_variants"."sale_price_paise" <= "product_variants"."mrp_paise"),
	CONSTRAINT "product_variants_stock_check" CHECK("product_variants"."stock" is null or "product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_quantity_check" CHECK("product_variants"."net_quantity" > 0 and "product_variants"."weight_grams" >= 0 and "product_variants"."low_stock_threshold" >= 0),
	CONSTRAINT "product_variants_unit_check" CHECK("product_variants"."unit" in ('ml', 'l', 'g', 'kg', 'pcs'))
);
--> statement-breakpoint
CREATE INDEX `product_variants_product_idx` ON `product_variants` (`product_id`,`deleted_at`,`position`);--> statement-breakpoint
CREATE UNIQUE INDEX `product_variants_sku_unique` ON `product_variants` (`sku`) WHERE "product_variants"."deleted_at" is null;--> statement-breakpoint
CREATE TABLE `stock_movements` (
	`id` text PRIMARY KEY NOT NULL,
	`variant_id` text NOT NULL,
	`kind` text NOT NULL,
	`delta` integer NOT NULL,
	`order_id` text,
	`actor_id` text,
	`reason` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`variant_id`) REFERENCES `product_variants`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "stock_movements_kind_check" CHECK("stock_movements"."kind" in ('sold', 'restored', 'received', 'adjusted')),
	CONSTRAINT "stock_movements_delta_check" CHECK("stock_movements"."delta" != 0)
);
--> statement-breakpoint
CREATE INDEX `stock_movements_variant_idx` ON `stock_movements` (`variant_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `stock_movements_order_unique` ON `stock_movements` (`order_id`,`variant_id`,`kind`) WHERE "stock_movements"."order_id" is not null;--> statement-breakpoint
-- Every stock change is a movement: the pack's stock follows its ledger, and the CHECK on stock (never below 0)
-- fails the statement, and so the whole batch, that would oversell.
CREATE TRIGGER stock_movements_apply AFTER INSERT ON stock_movements BEGIN
  UPDATE product_variants SET stock = coalesce(stock, 0) + NEW.delta WHERE id = NEW.variant_id;
END;
--> statement-breakpoint
INSERT INTO product_variants (id, product_id, label, net_quantity, unit, mrp_paise, sale_price_paise, sku, stock, low_stock_threshold, weight_grams, position, deleted_at, created_at, updated_at)
SELECT 'V' || p.id, p.id, '1 pack', 1, 'pcs', p.mrp_paise, p.sale_price_paise, 'SKU-' || p.id, NULL, 5, 0, 0, p.deleted_at, p.created_at, p.updated_at
FROM products p WHERE true;
--> statement-breakpoint
CREATE TABLE `__new_cart_items` (
	`cart_id` text NOT NULL,
	`product_id` text NOT NULL,
	`variant_id` text NOT NULL,
	`quantity` integer NOT NULL,
	`added_at` text NOT NULL,
	PRIMARY KEY(`cart_id`, `variant_id`),
	FOREIGN KEY (`cart_id`) REFERENCES `carts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variant_id`) REFERENCES `product_variants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "cart_items_quantity_check" CHECK("__new_cart_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
INSERT INTO `__new_cart_items`("cart_id", "product_id", "variant_id", "quantity", "added_at") SELECT "cart_id", "product_id", 'V' || "product_id", "quantity", "added_at" FROM `cart_items`;--> statement-breakpoint
DROP TABLE `cart_items`;--> statement-breakpoint
ALTER TABLE `__new_cart_items` RENAME TO `cart_items`;--> statement-breakpoint
CREATE INDEX `cart_items_product_idx` ON `cart_items` (`product_id`);--> statement-breakpoint
CREATE INDEX `cart_items_variant_idx` ON `cart_items` (`variant_id`);--> statement-breakpoint
CREATE TABLE `__new_order_items` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`product_id` text NOT NULL,
	`variant_id` text NOT NULL,
	`product_name` text NOT NULL,
	`variant_label` text NOT NULL,
	`images` text DEFAULT '[]' NOT NULL,
	`quantity` integer NOT NULL,
	`unit_price_paise` integer NOT NULL,
	`product_bill_paise` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`variant_id`) REFERENCES `product_variants`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_order_items`("id", "order_id", "product_id", "variant_id", "product_name", "variant_label", "images", "quantity", "unit_price_paise", "product_bill_paise")
SELECT "id", "order_id", "product_id", 'V' || "product_id", "product_name", '1 pack', "images", "quantity", "unit_price_paise", "product_bill_paise" FROM `order_items`;--> statement-breakpoint
DROP TABLE `order_items`;--> statement-breakpoint
ALTER TABLE `__new_order_items` RENAME TO `order_items`;--> statement-breakpoint
CREATE INDEX `order_items_product_idx` ON `order_items` (`product_id`);--> statement-breakpoint
CREATE INDEX `order_items_analytics_idx` ON `order_items` (`order_id`,`product_id`,`variant_id`,`quantity`,`product_bill_paise`);--> statement-breakpoint
-- The per-pack roll-up (db/schema.ts: sales_variant_days), filled from the orders that exist.
CREATE TABLE `sales_variant_days` (
	`day` text NOT NULL,
	`product_id` text NOT NULL,
	`variant_id` text NOT NULL,
	`quantity` integer DEFAULT 0 NOT NULL,
	`revenue_paise` integer DEFAULT 0 NOT NULL,
	`paid_paise` real DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `product_id`, `variant_id`)
);
--> statement-breakpoint
INSERT INTO sales_variant_days (day, product_id, variant_id, quantity, revenue_paise, paid_paise)
SELECT date(o.created_at, '+330 minutes'), i.product_id, i.variant_id, sum(i.quantity), sum(i.product_bill_paise),
  sum(iif(o.bill_paise > 0, i.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0))
FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.order_status != 'wrong order' GROUP BY 1, 2, 3;
--> statement-breakpoint
-- The roll-up triggers of 0005 as they were, each statement on sales_product_days followed by the same statement
-- per pack on sales_variant_days.
CREATE TRIGGER sales_orders_after_insert AFTER INSERT ON orders BEGIN
  INSERT INTO sales_customer_days (day, email, name, orders, bill_paise, paid_paise, fake_orders, fake_bill_paise)
  VALUES (date(NEW.created_at, '+330 minutes'), NEW.email_address, NEW.name, (NEW.order_status != 'wrong order'), iif((NEW.order_status != 'wrong order'), NEW.bill_paise, 0),
    iif((NEW.order_status != 'wrong order'), NEW.amount_paid_paise, 0), (NEW.order_status = 'wrong order'), iif((NEW.order_status = 'wrong order'), NEW.bill_paise, 0))
  ON CONFLICT (day, email) DO UPDATE SET name = max(name, excluded.name), orders = orders + excluded.orders,
    bill_paise = bill_paise + excluded.bill_paise, paid_paise = paid_paise + excluded.paid_paise,
    fake_orders = fake_orders + excluded.fake_orders, fake_bill_paise = fake_bill_paise + excluded.fake_bill_paise;
  INSERT INTO sales_days (day, bill_paise, fake_orders)
  VALUES (date(NEW.created_at, '+330 minutes'), iif((NEW.order_status != 'wrong order'), NEW.bill_paise, 0), (NEW.order_status = 'wrong order'))
  ON CONFLICT (day) DO UPDATE SET bill_paise = bill_paise + excluded.bill_paise, fake_orders = fake_orders + excluded.fake_orders;
END;
--> statement-breakpoint
CREATE TRIGGER sales_orders_after_update AFTER UPDATE ON orders
WHEN OLD.created_at IS NOT NEW.created_at OR OLD.email_address IS NOT NEW.email_address OR OLD.name IS NOT NEW.name OR OLD.order_status IS NOT NEW.order_status OR OLD.bill_paise IS NOT NEW.bill_paise OR OLD.amount_paid_paise IS NOT NEW.amount_paid_paise
BEGIN
  UPDATE sales_customer_days SET orders = orders - (OLD.order_status != 'wrong order'),
    bill_paise = bill_paise - iif((OLD.order_status != 'wrong order'), OLD.bill_paise, 0), paid_paise = paid_paise - iif((OLD.order_status != 'wrong order'), OLD.amount_paid_paise, 0),
    fake_orders = fake_orders - (OLD.order_status = 'wrong order'), fake_bill_paise = fake_bill_paise - iif((OLD.order_status = 'wrong order'), OLD.bill_paise, 0)
  WHERE day = date(OLD.created_at, '+330 minutes') AND email = OLD.email_address;
  UPDATE sales_days SET bill_paise = bill_paise - iif((OLD.order_status != 'wrong order'), OLD.bill_paise, 0), fake_orders = fake_orders - (OLD.order_status = 'wrong order')
  WHERE day = date(OLD.created_at, '+330 minutes');
  INSERT INTO sales_customer_days (day, email, name, orders, bill_paise, paid_paise, fake_orders, fake_bill_paise)
  VALUES (date(NEW.created_at, '+330 minutes'), NEW.email_address, NEW.name, (NEW.order_status != 'wrong order'), iif((NEW.order_status != 'wrong order'), NEW.bill_paise, 0),
    iif((NEW.order_status != 'wrong order'), NEW.amount_paid_paise, 0), (NEW.order_status = 'wrong order'), iif((NEW.order_status = 'wrong order'), NEW.bill_paise, 0))
  ON CONFLICT (day, email) DO UPDATE SET name = max(name, excluded.name), orders = orders + excluded.orders,
    bill_paise = bill_paise + excluded.bill_paise, paid_paise = paid_paise + excluded.paid_paise,
    fake_orders = fake_orders + excluded.fake_orders, fake_bill_paise = fake_bill_paise + excluded.fake_bill_paise;
  INSERT INTO sales_days (day, bill_paise, fake_orders)
  VALUES (date(NEW.created_at, '+330 minutes'), iif((NEW.order_status != 'wrong order'), NEW.bill_paise, 0), (NEW.order_status = 'wrong order'))
  ON CONFLICT (day) DO UPDATE SET bill_paise = bill_paise + excluded.bill_paise, fake_orders = fake_orders + excluded.fake_orders;
  UPDATE sales_product_days SET quantity = quantity - coalesce((SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_product_days.product_id), 0),
    revenue_paise = revenue_paise - coalesce((SELECT sum(i.product_bill_paise) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_product_days.product_id), 0),
    paid_paise = paid_paise - coalesce((SELECT sum(iif(OLD.bill_paise > 0, i.product_bill_paise * 1.0 * OLD.amount_paid_paise / OLD.bill_paise, 0)) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_product_days.product_id), 0)
  WHERE (OLD.order_status != 'wrong order') AND day = date(OLD.created_at, '+330 minutes') AND product_id IN (SELECT i.product_id FROM order_items i WHERE i.order_id = OLD.id);
  UPDATE sales_variant_days SET quantity = quantity - coalesce((SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_variant_days.product_id AND i.variant_id = sales_variant_days.variant_id), 0),
    revenue_paise = revenue_paise - coalesce((SELECT sum(i.product_bill_paise) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_variant_days.product_id AND i.variant_id = sales_variant_days.variant_id), 0),
    paid_paise = paid_paise - coalesce((SELECT sum(iif(OLD.bill_paise > 0, i.product_bill_paise * 1.0 * OLD.amount_paid_paise / OLD.bill_paise, 0)) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_variant_days.product_id AND i.variant_id = sales_variant_days.variant_id), 0)
  WHERE (OLD.order_status != 'wrong order') AND day = date(OLD.created_at, '+330 minutes') AND variant_id IN (SELECT i.variant_id FROM order_items i WHERE i.order_id = OLD.id);
  INSERT INTO sales_product_days (day, product_id, quantity, revenue_paise, paid_paise)
  SELECT date(NEW.created_at, '+330 minutes'), i.product_id, sum(i.quantity), sum(i.product_bill_paise), sum(iif(NEW.bill_paise > 0, i.product_bill_paise * 1.0 * NEW.amount_paid_paise / NEW.bill_paise, 0))
  FROM order_items i WHERE i.order_id = NEW.id AND (NEW.order_status != 'wrong order') GROUP BY i.product_id
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, paid_paise = paid_paise + excluded.paid_paise;
  INSERT INTO sales_variant_days (day, product_id, variant_id, quantity, revenue_paise, paid_paise)
  SELECT date(NEW.created_at, '+330 minutes'), i.product_id, i.variant_id, sum(i.quantity), sum(i.product_bill_paise), sum(iif(NEW.bill_paise > 0, i.product_bill_paise * 1.0 * NEW.amount_paid_paise / NEW.bill_paise, 0))
  FROM order_items i WHERE i.order_id = NEW.id AND (NEW.order_status != 'wrong order') GROUP BY i.product_id, i.variant_id
  ON CONFLICT (day, product_id, variant_id) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, paid_paise = paid_paise + excluded.paid_paise;
END;
--> statement-breakpoint
CREATE TRIGGER sales_orders_before_delete BEFORE DELETE ON orders BEGIN
  UPDATE sales_customer_days SET orders = orders - (OLD.order_status != 'wrong order'),
    bill_paise = bill_paise - iif((OLD.order_status != 'wrong order'), OLD.bill_paise, 0), paid_paise = paid_paise - iif((OLD.order_status != 'wrong order'), OLD.amount_paid_paise, 0),
    fake_orders = fake_orders - (OLD.order_status = 'wrong order'), fake_bill_paise = fake_bill_paise - iif((OLD.order_status = 'wrong order'), OLD.bill_paise, 0)
  WHERE day = date(OLD.created_at, '+330 minutes') AND email = OLD.email_address;
  UPDATE sales_days SET bill_paise = bill_paise - iif((OLD.order_status != 'wrong order'), OLD.bill_paise, 0), fake_orders = fake_orders - (OLD.order_status = 'wrong order')
  WHERE day = date(OLD.created_at, '+330 minutes');
  UPDATE sales_product_days SET quantity = quantity - coalesce((SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_product_days.product_id), 0),
    revenue_paise = revenue_paise - coalesce((SELECT sum(i.product_bill_paise) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_product_days.product_id), 0),
    paid_paise = paid_paise - coalesce((SELECT sum(iif(OLD.bill_paise > 0, i.product_bill_paise * 1.0 * OLD.amount_paid_paise / OLD.bill_paise, 0)) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_product_days.product_id), 0)
  WHERE (OLD.order_status != 'wrong order') AND day = date(OLD.created_at, '+330 minutes') AND product_id IN (SELECT i.product_id FROM order_items i WHERE i.order_id = OLD.id);
  UPDATE sales_variant_days SET quantity = quantity - coalesce((SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_variant_days.product_id AND i.variant_id = sales_variant_days.variant_id), 0),
    revenue_paise = revenue_paise - coalesce((SELECT sum(i.product_bill_paise) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_variant_days.product_id AND i.variant_id = sales_variant_days.variant_id), 0),
    paid_paise = paid_paise - coalesce((SELECT sum(iif(OLD.bill_paise > 0, i.product_bill_paise * 1.0 * OLD.amount_paid_paise / OLD.bill_paise, 0)) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = sales_variant_days.product_id AND i.variant_id = sales_variant_days.variant_id), 0)
  WHERE (OLD.order_status != 'wrong order') AND day = date(OLD.created_at, '+330 minutes') AND variant_id IN (SELECT i.variant_id FROM order_items i WHERE i.order_id = OLD.id);
END;
--> statement-breakpoint
CREATE TRIGGER sales_items_after_insert AFTER INSERT ON order_items BEGIN
  INSERT INTO sales_product_days (day, product_id, quantity, revenue_paise, paid_paise)
  SELECT date(o.created_at, '+330 minutes'), NEW.product_id, NEW.quantity, NEW.product_bill_paise, iif(o.bill_paise > 0, NEW.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0)
  FROM orders o WHERE o.id = NEW.order_id AND (o.order_status != 'wrong order')
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, paid_paise = paid_paise + excluded.paid_paise;
  INSERT INTO sales_variant_days (day, product_id, variant_id, quantity, revenue_paise, paid_paise)
  SELECT date(o.created_at, '+330 minutes'), NEW.product_id, NEW.variant_id, NEW.quantity, NEW.product_bill_paise, iif(o.bill_paise > 0, NEW.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0)
  FROM orders o WHERE o.id = NEW.order_id AND (o.order_status != 'wrong order')
  ON CONFLICT (day, product_id, variant_id) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, paid_paise = paid_paise + excluded.paid_paise;
END;
--> statement-breakpoint
CREATE TRIGGER sales_items_after_delete AFTER DELETE ON order_items BEGIN
  UPDATE sales_product_days SET quantity = quantity - OLD.quantity, revenue_paise = revenue_paise - OLD.product_bill_paise,
    paid_paise = paid_paise - coalesce((SELECT iif(o.bill_paise > 0, OLD.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0) FROM orders o WHERE o.id = OLD.order_id), 0)
  WHERE product_id = OLD.product_id
    AND day = (SELECT date(o.created_at, '+330 minutes') FROM orders o WHERE o.id = OLD.order_id AND (o.order_status != 'wrong order'));
  UPDATE sales_variant_days SET quantity = quantity - OLD.quantity, revenue_paise = revenue_paise - OLD.product_bill_paise,
    paid_paise = paid_paise - coalesce((SELECT iif(o.bill_paise > 0, OLD.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0) FROM orders o WHERE o.id = OLD.order_id), 0)
  WHERE product_id = OLD.product_id AND variant_id = OLD.variant_id
    AND day = (SELECT date(o.created_at, '+330 minutes') FROM orders o WHERE o.id = OLD.order_id AND (o.order_status != 'wrong order'));
END;
--> statement-breakpoint
CREATE TRIGGER sales_items_after_update AFTER UPDATE ON order_items BEGIN
  UPDATE sales_product_days SET quantity = quantity - OLD.quantity, revenue_paise = revenue_paise - OLD.product_bill_paise,
    paid_paise = paid_paise - coalesce((SELECT iif(o.bill_paise > 0, OLD.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0) FROM orders o WHERE o.id = OLD.order_id), 0)
  WHERE product_id = OLD.product_id
    AND day = (SELECT date(o.created_at, '+330 minutes') FROM orders o WHERE o.id = OLD.order_id AND (o.order_status != 'wrong order'));
  UPDATE sales_variant_days SET quantity = quantity - OLD.quantity, revenue_paise = revenue_paise - OLD.product_bill_paise,
    paid_paise = paid_paise - coalesce((SELECT iif(o.bill_paise > 0, OLD.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0) FROM orders o WHERE o.id = OLD.order_id), 0)
  WHERE product_id = OLD.product_id AND variant_id = OLD.variant_id
    AND day = (SELECT date(o.created_at, '+330 minutes') FROM orders o WHERE o.id = OLD.order_id AND (o.order_status != 'wrong order'));
  INSERT INTO sales_product_days (day, product_id, quantity, revenue_paise, paid_paise)
  SELECT date(o.created_at, '+330 minutes'), NEW.product_id, NEW.quantity, NEW.product_bill_paise, iif(o.bill_paise > 0, NEW.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0)
  FROM orders o WHERE o.id = NEW.order_id AND (o.order_status != 'wrong order')
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, paid_paise = paid_paise + excluded.paid_paise;
  INSERT INTO sales_variant_days (day, product_id, variant_id, quantity, revenue_paise, paid_paise)
  SELECT date(o.created_at, '+330 minutes'), NEW.product_id, NEW.variant_id, NEW.quantity, NEW.product_bill_paise, iif(o.bill_paise > 0, NEW.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0)
  FROM orders o WHERE o.id = NEW.order_id AND (o.order_status != 'wrong order')
  ON CONFLICT (day, product_id, variant_id) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, paid_paise = paid_paise + excluded.paid_paise;
END;
