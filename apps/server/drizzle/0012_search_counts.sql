-- The products search reads one lowered text of the name, SKU and description (one trigram index
-- instead of three; docs/domain.md#product-search).
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_sku_trgm_idx";--> statement-breakpoint
DROP INDEX "products_description_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(product_name || ' ' || coalesce(sku, '') || ' ' || coalesce(description, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- Counts the dashboard and the products list read on every visit, kept in the writing transaction
-- as the products total already is (0004): the low-stock count, each category's product count, and
-- the inventories and users totals. Reading them is a primary-key lookup instead of a scan.
CREATE TABLE "product_category_counts" (
	"category" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);--> statement-breakpoint
-- Inserted and deleted rows, a statement at a time (an import of thousands changes each counter
-- once): 'products:low' and each category's count move by the rows that enter or leave them.
-- Counter rows change in sorted order, so concurrent writers never deadlock on them.
CREATE FUNCTION products_counts_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign int := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
  low bigint;
  change record;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE row_counts SET n = 0 WHERE table_name = 'products:low';
    DELETE FROM product_category_counts;
    RETURN NULL;
  END IF;
  SELECT count(*) INTO low FROM changed_rows WHERE quantity <= coalesce(threshold_limit, 0);
  IF low > 0 THEN
    INSERT INTO row_counts (table_name, n) VALUES ('products:low', sign * low)
      ON CONFLICT (table_name) DO UPDATE SET n = row_counts.n + excluded.n;
  END IF;
  FOR change IN
    SELECT product_category AS category, count(*)::bigint AS n FROM changed_rows
    WHERE product_category IS NOT NULL GROUP BY product_category ORDER BY product_category
  LOOP
    INSERT INTO product_category_counts (category, n) VALUES (change.category, sign * change.n)
      ON CONFLICT (category) DO UPDATE SET n = product_category_counts.n + excluded.n;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An updated row, only when it enters or leaves low stock or changes category (the trigger's WHEN):
-- the many updates that change neither (placements, prices) cost nothing here.
CREATE FUNCTION products_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_low boolean := OLD.quantity <= coalesce(OLD.threshold_limit, 0);
  is_low boolean := NEW.quantity <= coalesce(NEW.threshold_limit, 0);
  change record;
BEGIN
  IF was_low <> is_low THEN
    INSERT INTO row_counts (table_name, n) VALUES ('products:low', CASE WHEN is_low THEN 1 ELSE -1 END)
      ON CONFLICT (table_name) DO UPDATE SET n = row_counts.n + excluded.n;
  END IF;
  IF OLD.product_category IS DISTINCT FROM NEW.product_category THEN
    FOR change IN
      SELECT c AS category, d AS n FROM (VALUES (OLD.product_category, -1), (NEW.product_category, 1)) AS x(c, d)
      WHERE c IS NOT NULL ORDER BY c
    LOOP
      INSERT INTO product_category_counts (category, n) VALUES (change.category, change.n)
        ON CONFLICT (category) DO UPDATE SET n = product_category_counts.n + excluded.n;
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_counts_insert AFTER INSERT ON products REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_counts_rows();--> statement-breakpoint
CREATE TRIGGER products_counts_delete AFTER DELETE ON products REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_counts_rows();--> statement-breakpoint
CREATE TRIGGER products_counts_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION products_counts_rows();--> statement-breakpoint
CREATE TRIGGER products_counts_update AFTER UPDATE OF quantity, threshold_limit, product_category ON products
  FOR EACH ROW WHEN (
    (OLD.quantity <= coalesce(OLD.threshold_limit, 0)) <> (NEW.quantity <= coalesce(NEW.threshold_limit, 0))
    OR OLD.product_category IS DISTINCT FROM NEW.product_category
  ) EXECUTE FUNCTION products_counts_update();--> statement-breakpoint
INSERT INTO row_counts (table_name, n)
  SELECT 'products:low', count(*) FROM products WHERE quantity <= coalesce(threshold_limit, 0);--> statement-breakpoint
INSERT INTO product_category_counts (category, n)
  SELECT product_category, count(*) FROM products WHERE product_category IS NOT NULL GROUP BY product_category;--> statement-breakpoint
-- The inventories and users totals, by the products total's trigger function (0004).
CREATE TRIGGER inventories_count_insert AFTER INSERT ON inventories REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track();--> statement-breakpoint
CREATE TRIGGER inventories_count_delete AFTER DELETE ON inventories REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track();--> statement-breakpoint
CREATE TRIGGER inventories_count_truncate AFTER TRUNCATE ON inventories
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track();--> statement-breakpoint
INSERT INTO row_counts (table_name, n) SELECT 'inventories', count(*) FROM inventories;--> statement-breakpoint
CREATE TRIGGER users_count_insert AFTER INSERT ON users REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track();--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON users REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track();--> statement-breakpoint
CREATE TRIGGER users_count_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track();--> statement-breakpoint
INSERT INTO row_counts (table_name, n) SELECT 'users', count(*) FROM users;
