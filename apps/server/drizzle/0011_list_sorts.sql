CREATE INDEX "products_name_id_idx" ON "products" USING btree ("product_name","id");--> statement-breakpoint
CREATE INDEX "products_price_id_idx" ON "products" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "products_quantity_id_idx" ON "products" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "products_sku_nulls_first_idx" ON "products" USING btree ("sku" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_category_id_idx" ON "products" USING btree ("product_category","id");--> statement-breakpoint
CREATE INDEX "products_category_nulls_first_idx" ON "products" USING btree ("product_category" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "stock_movements_stock_created_at_idx" ON "stock_movements" USING btree ("created_at","product_id","delta") WHERE "stock_movements"."scope" = 'stock';--> statement-breakpoint
CREATE INDEX "transports_eta_id_idx" ON "transports" USING btree ("eta","id");--> statement-breakpoint
CREATE INDEX "transports_eta_nulls_first_idx" ON "transports" USING btree ("eta" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "transports_status_id_idx" ON "transports" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "transports_mode_id_idx" ON "transports" USING btree ("transport_mode","id");