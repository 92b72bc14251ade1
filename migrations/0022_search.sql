-- Issue 30 part 6: the product search index (FTS5, trigram) and its triggers, rendered from worker/domains/catalogue/search-index.ts.
CREATE VIRTUAL TABLE `product_search` USING fts5(product_id UNINDEXED, name, body, tokenize = 'trigram remove_diacritics 1');
--> statement-breakpoint
INSERT INTO `product_search` (product_id, name, body)
  SELECT p.id, ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(p.name, '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace((c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' '
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE 1 = 1 AND p.deleted_at IS NULL;
--> statement-breakpoint
CREATE TRIGGER `product_search_products_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `product_search` (product_id, name, body)
  SELECT p.id, ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(p.name, '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace((c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' '
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.id = new.id AND p.deleted_at IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_products_update` AFTER UPDATE OF name, description, category_id, generic_name, ingredients, deleted_at ON `products` BEGIN
  DELETE FROM `product_search` WHERE product_id = old.id;
  INSERT INTO `product_search` (product_id, name, body)
  SELECT p.id, ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(p.name, '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace((c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' '
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.id = new.id AND p.deleted_at IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_products_delete` AFTER DELETE ON `products` BEGIN
  DELETE FROM `product_search` WHERE product_id = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_packs_insert` AFTER INSERT ON `product_variants` BEGIN
  DELETE FROM `product_search` WHERE product_id = new.product_id;
  INSERT INTO `product_search` (product_id, name, body)
  SELECT p.id, ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(p.name, '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace((c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' '
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.id = new.product_id AND p.deleted_at IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_packs_update` AFTER UPDATE OF label, product_id, deleted_at ON `product_variants` BEGIN
  DELETE FROM `product_search` WHERE product_id = old.product_id;
  DELETE FROM `product_search` WHERE product_id = new.product_id;
  INSERT INTO `product_search` (product_id, name, body)
  SELECT p.id, ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(p.name, '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace((c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' '
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.id IN (old.product_id, new.product_id) AND p.deleted_at IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_packs_delete` AFTER DELETE ON `product_variants` BEGIN
  DELETE FROM `product_search` WHERE product_id = old.product_id;
  INSERT INTO `product_search` (product_id, name, body)
  SELECT p.id, ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(p.name, '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace((c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' '
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.id = old.product_id AND p.deleted_at IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_categories_update` AFTER UPDATE OF name ON `categories` BEGIN
  DELETE FROM `product_search` WHERE product_id IN (SELECT id FROM products WHERE category_id = new.id);
  INSERT INTO `product_search` (product_id, name, body)
  SELECT p.id, ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(p.name, '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace((c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' '
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.category_id = new.id AND p.deleted_at IS NULL;
END;
