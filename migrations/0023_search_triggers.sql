-- Issue 30 part 6: every live product's search text, the triggers that keep it (worker/domains/catalogue/search-index.ts),
-- and the catalogue version's triggers on the new table (npm run db:triggers -- catalogue-version product_search).
INSERT INTO `product_search` (product_id, name, body)
  SELECT p.id, replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(p.name), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' '), replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower((c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), ''))), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' ')
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE 1 = 1 AND p.deleted_at IS NULL;
--> statement-breakpoint
CREATE TRIGGER `product_search_products_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `product_search` (product_id, name, body)
  SELECT p.id, replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(p.name), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' '), replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower((c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), ''))), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' ')
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.id = new.id AND p.deleted_at IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_products_update` AFTER UPDATE OF name, description, category_id, generic_name, ingredients, deleted_at ON `products` BEGIN
  DELETE FROM `product_search` WHERE product_id IN (old.id, new.id);
  INSERT INTO `product_search` (product_id, name, body)
  SELECT p.id, replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(p.name), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' '), replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower((c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), ''))), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' ')
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.id = new.id AND p.deleted_at IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_products_delete` AFTER DELETE ON `products` BEGIN
  DELETE FROM `product_search` WHERE product_id IN (old.id);
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_packs_insert` AFTER INSERT ON `product_variants` BEGIN
  DELETE FROM `product_search` WHERE product_id IN (new.product_id);
  INSERT INTO `product_search` (product_id, name, body)
  SELECT p.id, replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(p.name), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' '), replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower((c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), ''))), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' ')
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.id = new.product_id AND p.deleted_at IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_packs_update` AFTER UPDATE OF label, product_id, deleted_at ON `product_variants` BEGIN
  DELETE FROM `product_search` WHERE product_id IN (old.product_id, new.product_id);
  INSERT INTO `product_search` (product_id, name, body)
  SELECT p.id, replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(p.name), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' '), replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower((c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), ''))), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' ')
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.id IN (old.product_id, new.product_id) AND p.deleted_at IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_packs_delete` AFTER DELETE ON `product_variants` BEGIN
  DELETE FROM `product_search` WHERE product_id IN (old.product_id);
  INSERT INTO `product_search` (product_id, name, body)
  SELECT p.id, replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(p.name), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' '), replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower((c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), ''))), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' ')
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.id = old.product_id AND p.deleted_at IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_categories_update` AFTER UPDATE OF name ON `categories` BEGIN
  DELETE FROM `product_search` WHERE product_id IN (SELECT id FROM products WHERE category_id = new.id);
  INSERT INTO `product_search` (product_id, name, body)
  SELECT p.id, replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(p.name), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' '), replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower((c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), ''))), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' ')
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.category_id = new.id AND p.deleted_at IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_version_product_search_insert` AFTER INSERT ON `product_search` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_version_product_search_update` AFTER UPDATE ON `product_search` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_version_product_search_delete` AFTER DELETE ON `product_search` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
