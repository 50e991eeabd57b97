CREATE TYPE "public"."stock_movement_scope" AS ENUM('stock', 'placement');--> statement-breakpoint
ALTER TABLE "inventories" ALTER COLUMN "volume_occupied" SET DATA TYPE numeric(24, 12);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "placed_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "scope" "stock_movement_scope" NOT NULL;--> statement-breakpoint
ALTER TABLE "storage_units" ADD COLUMN "declared_volume" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_placed_within_quantity" CHECK ("products"."placed_quantity" >= 0 AND "products"."placed_quantity" <= "products"."quantity");