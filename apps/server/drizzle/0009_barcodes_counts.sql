CREATE TYPE "public"."count_scope" AS ENUM('inventory', 'category', 'storageUnit');--> statement-breakpoint
CREATE TYPE "public"."count_status" AS ENUM('open', 'posted', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."stock_movement_scope" ADD VALUE 'storageUnit';--> statement-breakpoint
CREATE SEQUENCE "public"."stock_count_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "stock_count_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"line_id" bigint NOT NULL,
	"user_id" uuid,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_count_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"count_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"batch_id" uuid,
	"expected" integer NOT NULL,
	"system_at_count" integer,
	"counted" integer,
	"counted_at" timestamp with time zone,
	"adjustment" integer,
	CONSTRAINT "stock_count_lines_count_product_batch_unique" UNIQUE NULLS NOT DISTINCT("count_id","product_id","batch_id"),
	CONSTRAINT "stock_count_lines_counted_nonnegative" CHECK ("stock_count_lines"."counted" >= 0 AND "stock_count_lines"."expected" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(20) DEFAULT 'CNT-' || lpad(nextval('stock_count_number_seq')::text, 5, '0') NOT NULL,
	"inventory_id" uuid,
	"scope" "count_scope" NOT NULL,
	"category" varchar(100),
	"storage_unit_id" uuid,
	"status" "count_status" DEFAULT 'open' NOT NULL,
	"note" text,
	"started_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_by" uuid,
	"posted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "storage_unit_stock" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"storage_unit_id" uuid NOT NULL,
	"inventory_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"batch_id" uuid,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_unit_stock_unit_product_batch_unique" UNIQUE NULLS NOT DISTINCT("storage_unit_id","product_id","batch_id"),
	CONSTRAINT "storage_unit_stock_quantity_positive" CHECK ("storage_unit_stock"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "transport_picks" (
	"transport_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"picked_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_picks_transport_id_product_id_pk" PRIMARY KEY("transport_id","product_id"),
	CONSTRAINT "transport_picks_quantity_positive" CHECK ("transport_picks"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gtin" varchar(14);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "storage_unit_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "count_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_count_entries" ADD CONSTRAINT "stock_count_entries_line_id_stock_count_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."stock_count_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_entries" ADD CONSTRAINT "stock_count_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_storage_unit_id_storage_units_id_fk" FOREIGN KEY ("storage_unit_id") REFERENCES "public"."storage_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_unit_stock" ADD CONSTRAINT "storage_unit_stock_storage_unit_id_storage_units_id_fk" FOREIGN KEY ("storage_unit_id") REFERENCES "public"."storage_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_unit_stock" ADD CONSTRAINT "storage_unit_stock_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_unit_stock" ADD CONSTRAINT "storage_unit_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_unit_stock" ADD CONSTRAINT "storage_unit_stock_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_picks" ADD CONSTRAINT "transport_picks_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_picks" ADD CONSTRAINT "transport_picks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_picks" ADD CONSTRAINT "transport_picks_picked_by_users_id_fk" FOREIGN KEY ("picked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_count_entries_line_idx" ON "stock_count_entries" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_counts_number_unique" ON "stock_counts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_counts_one_open_idx" ON "stock_counts" USING btree ("inventory_id") WHERE "stock_counts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "stock_counts_inventory_idx" ON "stock_counts" USING btree ("inventory_id","started_at");--> statement-breakpoint
CREATE INDEX "stock_counts_started_idx" ON "stock_counts" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "storage_unit_stock_inventory_product_idx" ON "storage_unit_stock" USING btree ("inventory_id","product_id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_storage_unit_id_storage_units_id_fk" FOREIGN KEY ("storage_unit_id") REFERENCES "public"."storage_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_code_idx" ON "batches" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "products_gtin_unique" ON "products" USING btree (lpad("gtin", 14, '0'));--> statement-breakpoint
CREATE INDEX "stock_movements_storage_unit_idx" ON "stock_movements" USING btree ("storage_unit_id","created_at");--> statement-breakpoint
CREATE INDEX "storage_units_location_id_idx" ON "storage_units" USING btree ("location_id");