ALTER TABLE "products" DROP CONSTRAINT "products_placed_within_quantity";--> statement-breakpoint
ALTER TABLE "transports" DROP CONSTRAINT "transports_source_inventory_id_inventories_id_fk";
--> statement-breakpoint
ALTER TABLE "transports" DROP CONSTRAINT "transports_destination_inventory_id_inventories_id_fk";
--> statement-breakpoint
ALTER TABLE "transports" ALTER COLUMN "total_weight" SET DATA TYPE numeric(24, 3);--> statement-breakpoint
ALTER TABLE "transports" ALTER COLUMN "total_volume" SET DATA TYPE numeric(33, 12);--> statement-breakpoint
ALTER TABLE "transports" ALTER COLUMN "total_value" SET DATA TYPE numeric(24, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_transit_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "eta_alerted_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_source_inventory_id_inventories_id_fk" FOREIGN KEY ("source_inventory_id") REFERENCES "public"."inventories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_destination_inventory_id_inventories_id_fk" FOREIGN KEY ("destination_inventory_id") REFERENCES "public"."inventories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transports_created_at_idx" ON "transports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "transports_source_inventory_idx" ON "transports" USING btree ("source_inventory_id","status");--> statement-breakpoint
CREATE INDEX "transports_destination_inventory_idx" ON "transports" USING btree ("destination_inventory_id","status");--> statement-breakpoint
CREATE INDEX "transports_open_eta_idx" ON "transports" USING btree ("eta") WHERE "transports"."status" IN ('pending', 'dispatched', 'in_transit');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_placed_within_quantity" CHECK ("products"."placed_quantity" >= 0 AND "products"."in_transit_quantity" >= 0 AND "products"."placed_quantity" + "products"."in_transit_quantity" <= "products"."quantity");