-- Trigram indexes serve the substring searches (ILIKE '%term%'); pg_trgm is a trusted extension
-- (any database owner may create it) and PGlite ships it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "row_counts" (
	"table_name" varchar(63) PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
CREATE INDEX "alerts_message_trgm_idx" ON "alerts" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "alerts_description_trgm_idx" ON "alerts" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "alerts_affected_item_trgm_idx" ON "alerts" USING gin ("affected_item" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "alerts_target_id_trgm_idx" ON "alerts" USING gin ("target_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventories_name_trgm_idx" ON "inventories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventories_location_trgm_idx" ON "inventories" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventories_description_trgm_idx" ON "inventories" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_low_stock_idx" ON "products" USING btree ("created_at") WHERE "products"."quantity" <= coalesce("products"."threshold_limit", 0);--> statement-breakpoint
CREATE INDEX "transports_package_id_trgm_idx" ON "transports" USING gin ("package_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("product_category","created_at");--> statement-breakpoint
-- Exact row counts kept by statement triggers, in the writing transaction: the products list's
-- unfiltered total reads one row instead of counting 100,000.
CREATE FUNCTION row_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE row_counts SET n = n + (SELECT count(*) FROM changed_rows) WHERE table_name = TG_TABLE_NAME;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE row_counts SET n = n - (SELECT count(*) FROM changed_rows) WHERE table_name = TG_TABLE_NAME;
  ELSE
    UPDATE row_counts SET n = 0 WHERE table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_count_insert AFTER INSERT ON products REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track();--> statement-breakpoint
CREATE TRIGGER products_count_delete AFTER DELETE ON products REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track();--> statement-breakpoint
CREATE TRIGGER products_count_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track();--> statement-breakpoint
INSERT INTO row_counts (table_name, n) SELECT 'products', count(*) FROM products;
