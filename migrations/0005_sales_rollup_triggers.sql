-- Triggers that keep the sales roll-ups (sales_days, sales_customer_days, sales_product_days) in step with
-- orders and order_items, whatever writes them. Custom migration (drizzle-kit does not write triggers); the SQL
-- repeats one pattern: subtract what the old row contributed, add what the new row contributes.
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
  INSERT INTO sales_product_days (day, product_id, quantity, revenue_paise, paid_paise)
  SELECT date(NEW.created_at, '+330 minutes'), i.product_id, sum(i.quantity), sum(i.product_bill_paise), sum(iif(NEW.bill_paise > 0, i.product_bill_paise * 1.0 * NEW.amount_paid_paise / NEW.bill_paise, 0))
  FROM order_items i WHERE i.order_id = NEW.id AND (NEW.order_status != 'wrong order') GROUP BY i.product_id
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = quantity + excluded.quantity,
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
END;
--> statement-breakpoint
CREATE TRIGGER sales_items_after_insert AFTER INSERT ON order_items BEGIN
  INSERT INTO sales_product_days (day, product_id, quantity, revenue_paise, paid_paise)
  SELECT date(o.created_at, '+330 minutes'), NEW.product_id, NEW.quantity, NEW.product_bill_paise, iif(o.bill_paise > 0, NEW.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0)
  FROM orders o WHERE o.id = NEW.order_id AND (o.order_status != 'wrong order')
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, paid_paise = paid_paise + excluded.paid_paise;
END;
--> statement-breakpoint
CREATE TRIGGER sales_items_after_delete AFTER DELETE ON order_items BEGIN
  UPDATE sales_product_days SET quantity = quantity - OLD.quantity, revenue_paise = revenue_paise - OLD.product_bill_paise,
    paid_paise = paid_paise - coalesce((SELECT iif(o.bill_paise > 0, OLD.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0) FROM orders o WHERE o.id = OLD.order_id), 0)
  WHERE product_id = OLD.product_id
    AND day = (SELECT date(o.created_at, '+330 minutes') FROM orders o WHERE o.id = OLD.order_id AND (o.order_status != 'wrong order'));
END;
--> statement-breakpoint
CREATE TRIGGER sales_items_after_update AFTER UPDATE ON order_items BEGIN
  UPDATE sales_product_days SET quantity = quantity - OLD.quantity, revenue_paise = revenue_paise - OLD.product_bill_paise,
    paid_paise = paid_paise - coalesce((SELECT iif(o.bill_paise > 0, OLD.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0) FROM orders o WHERE o.id = OLD.order_id), 0)
  WHERE product_id = OLD.product_id
    AND day = (SELECT date(o.created_at, '+330 minutes') FROM orders o WHERE o.id = OLD.order_id AND (o.order_status != 'wrong order'));
  INSERT INTO sales_product_days (day, product_id, quantity, revenue_paise, paid_paise)
  SELECT date(o.created_at, '+330 minutes'), NEW.product_id, NEW.quantity, NEW.product_bill_paise, iif(o.bill_paise > 0, NEW.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0)
  FROM orders o WHERE o.id = NEW.order_id AND (o.order_status != 'wrong order')
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, paid_paise = paid_paise + excluded.paid_paise;
END;
--> statement-breakpoint
-- Backfill from the orders that already exist.
INSERT INTO sales_customer_days (day, email, name, orders, bill_paise, paid_paise, fake_orders, fake_bill_paise)
SELECT date(o.created_at, '+330 minutes'), o.email_address, max(o.name), sum(o.order_status != 'wrong order'),
  sum(iif(o.order_status != 'wrong order', o.bill_paise, 0)), sum(iif(o.order_status != 'wrong order', o.amount_paid_paise, 0)),
  sum(o.order_status = 'wrong order'), sum(iif(o.order_status = 'wrong order', o.bill_paise, 0))
FROM orders o WHERE true GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO sales_days (day, bill_paise, fake_orders)
SELECT date(o.created_at, '+330 minutes'), sum(iif(o.order_status != 'wrong order', o.bill_paise, 0)), sum(o.order_status = 'wrong order')
FROM orders o WHERE true GROUP BY 1;
--> statement-breakpoint
INSERT INTO sales_product_days (day, product_id, quantity, revenue_paise, paid_paise)
SELECT date(o.created_at, '+330 minutes'), i.product_id, sum(i.quantity), sum(i.product_bill_paise),
  sum(iif(o.bill_paise > 0, i.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0))
FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.order_status != 'wrong order' GROUP BY 1, 2;
