ALTER TABLE "products" ADD COLUMN "brand" varchar(100);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "mrp" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_within_mrp" CHECK ("products"."mrp" >= 0 AND "products"."price" <= "products"."mrp");--> statement-breakpoint
-- The search reads the brand too (docs/domain.md#product-search): the stored text is made again,
-- and its index with it.
ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (' ' || lower(translate(product_name || ' ' || coalesce(brand, '') || ' ' || coalesce(sku, '') || ' ' || coalesce(description, ''), '()[]{},;', '        '))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
