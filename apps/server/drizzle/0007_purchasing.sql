CREATE TYPE "public"."purchase_order_status" AS ENUM('draft', 'sent', 'confirmed', 'partially_received', 'received', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."alert_type" ADD VALUE 'stockExpiring';--> statement-breakpoint
CREATE SEQUENCE "public"."purchase_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "batch_stock" (
	"inventory_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_stock_inventory_id_batch_id_pk" PRIMARY KEY("inventory_id","batch_id"),
	CONSTRAINT "batch_stock_quantity_positive" CHECK ("batch_stock"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"code" varchar(64) NOT NULL,
	"mfg_date" date,
	"expiry_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_dates_ordered" CHECK ("batches"."expiry_date" >= "batches"."mfg_date")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"purchase_order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"proposed_quantity" integer,
	CONSTRAINT "purchase_order_lines_purchase_order_id_product_id_pk" PRIMARY KEY("purchase_order_id","product_id"),
	CONSTRAINT "purchase_order_lines_quantity_positive" CHECK ("purchase_order_lines"."quantity" >= 1),
	CONSTRAINT "purchase_order_lines_received_within" CHECK ("purchase_order_lines"."received_quantity" >= 0 AND "purchase_order_lines"."received_quantity" <= "purchase_order_lines"."quantity"),
	CONSTRAINT "purchase_order_lines_price_nonnegative" CHECK ("purchase_order_lines"."unit_price" >= 0),
	CONSTRAINT "purchase_order_lines_proposed_positive" CHECK ("purchase_order_lines"."proposed_quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(20) DEFAULT 'PO-' || lpad(nextval('purchase_order_number_seq')::text, 5, '0') NOT NULL,
	"status" "purchase_order_status" DEFAULT 'draft' NOT NULL,
	"supplier_id" uuid,
	"destination_inventory_id" uuid,
	"expected_date" date,
	"confirmed_date" date,
	"notes" text,
	"supplier_note" text,
	"changes_proposed" boolean DEFAULT false NOT NULL,
	"transport_id" uuid,
	"shipped_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_batches" (
	"transport_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "transport_batches_transport_id_batch_id_pk" PRIMARY KEY("transport_id","batch_id"),
	CONSTRAINT "transport_batches_quantity_positive" CHECK ("transport_batches"."quantity" > 0)
);
--> statement-breakpoint
DROP INDEX "alerts_resolved_idx";--> statement-breakpoint
DROP INDEX "alerts_timestamp_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "expiry_warning_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reorder_point" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reorder_quantity" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "order_up_to" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lead_time_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_batches" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "purchase_order_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "note" varchar(300);--> statement-breakpoint
ALTER TABLE "batch_stock" ADD CONSTRAINT "batch_stock_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_stock" ADD CONSTRAINT "batch_stock_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_stock" ADD CONSTRAINT "batch_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_destination_inventory_id_inventories_id_fk" FOREIGN KEY ("destination_inventory_id") REFERENCES "public"."inventories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_batches" ADD CONSTRAINT "transport_batches_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_batches" ADD CONSTRAINT "transport_batches_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_batches" ADD CONSTRAINT "transport_batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_stock_inventory_product_idx" ON "batch_stock" USING btree ("inventory_id","product_id");--> statement-breakpoint
CREATE INDEX "batch_stock_batch_idx" ON "batch_stock" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "batch_stock_product_idx" ON "batch_stock" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "batches_product_code_unique" ON "batches" USING btree ("product_id","code");--> statement-breakpoint
CREATE INDEX "batches_expiry_date_idx" ON "batches" USING btree ("expiry_date");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_product_idx" ON "purchase_order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_number_unique" ON "purchase_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "purchase_orders_status_idx" ON "purchase_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_created_at_idx" ON "purchase_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_transport_idx" ON "purchase_orders" USING btree ("transport_id");--> statement-breakpoint
CREATE INDEX "transport_batches_batch_idx" ON "transport_batches" USING btree ("batch_id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_reorder_gap_idx" ON "products" USING btree (("quantity" - coalesce("reorder_point", "threshold_limit", 0)));--> statement-breakpoint
CREATE INDEX "stock_movements_batch_idx" ON "stock_movements" USING btree ("batch_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_purchase_order_idx" ON "stock_movements" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "alerts_resolved_idx" ON "alerts" USING btree ("resolved","timestamp","id");--> statement-breakpoint
CREATE INDEX "alerts_timestamp_idx" ON "alerts" USING btree ("timestamp","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_reorder_nonnegative" CHECK ("products"."expiry_warning_days" >= 0 AND "products"."reorder_point" >= 0 AND "products"."reorder_quantity" >= 1 AND "products"."order_up_to" >= 1 AND "products"."lead_time_days" >= 0);