-- The search text starts with a space and has its brackets, commas and semicolons as spaces, so a
-- word start is LIKE '% ma%' (docs/domain.md#product-search). A generated column's expression
-- cannot be altered: the column (and its trigram index with it) is dropped and added again.
ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (' ' || lower(translate(product_name || ' ' || coalesce(sku, '') || ' ' || coalesce(description, ''), '()[]{},;', '        '))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
