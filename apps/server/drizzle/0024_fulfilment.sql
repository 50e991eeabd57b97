CREATE TABLE "sales_allocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sales_order_id" uuid NOT NULL,
	"line_id" bigint NOT NULL,
	"inventory_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"batch_id" uuid,
	"storage_unit_id" uuid,
	"quantity" integer NOT NULL,
	"picked_quantity" integer DEFAULT 0 NOT NULL,
	"short_quantity" integer DEFAULT 0 NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"picked_by" uuid,
	"picked_at" timestamp with time zone,
	"shipment_id" uuid,
	"expired_note" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_allocations_units" CHECK ("sales_allocations"."quantity" >= 0 AND "sales_allocations"."picked_quantity" >= 0 AND "sales_allocations"."picked_quantity" <= "sales_allocations"."quantity"
          AND "sales_allocations"."short_quantity" >= 0 AND "sales_allocations"."quantity" + "sales_allocations"."short_quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "sales_return_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"return_id" uuid NOT NULL,
	"line_id" bigint NOT NULL,
	"product_id" uuid NOT NULL,
	"batch_id" uuid,
	"quantity" integer NOT NULL,
	"reason" varchar(20) NOT NULL,
	"state" varchar(20) NOT NULL,
	CONSTRAINT "sales_return_lines_quantity" CHECK ("sales_return_lines"."quantity" >= 1),
	CONSTRAINT "sales_return_lines_state" CHECK ("sales_return_lines"."state" IN ('quarantined', 'restocked', 'writtenOff'))
);
--> statement-breakpoint
CREATE TABLE "sales_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(30) NOT NULL,
	"sales_order_id" uuid NOT NULL,
	"shipment_id" uuid,
	"storage_unit_id" uuid,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_order_lines" DROP CONSTRAINT "sales_order_lines_units";--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "sales_order_id" uuid;--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "sales_order_id" uuid;--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "vehicle_number" varchar(11);--> statement-breakpoint
ALTER TABLE "sales_allocations" ADD CONSTRAINT "sales_allocations_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_allocations" ADD CONSTRAINT "sales_allocations_line_id_sales_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."sales_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_allocations" ADD CONSTRAINT "sales_allocations_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_allocations" ADD CONSTRAINT "sales_allocations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_allocations" ADD CONSTRAINT "sales_allocations_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_allocations" ADD CONSTRAINT "sales_allocations_storage_unit_id_storage_units_id_fk" FOREIGN KEY ("storage_unit_id") REFERENCES "public"."storage_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_allocations" ADD CONSTRAINT "sales_allocations_picked_by_users_id_fk" FOREIGN KEY ("picked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_allocations" ADD CONSTRAINT "sales_allocations_shipment_id_transports_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."transports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_return_lines" ADD CONSTRAINT "sales_return_lines_return_id_sales_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."sales_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_return_lines" ADD CONSTRAINT "sales_return_lines_line_id_sales_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."sales_order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_return_lines" ADD CONSTRAINT "sales_return_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_return_lines" ADD CONSTRAINT "sales_return_lines_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_returns" ADD CONSTRAINT "sales_returns_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_returns" ADD CONSTRAINT "sales_returns_shipment_id_transports_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."transports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_returns" ADD CONSTRAINT "sales_returns_storage_unit_id_storage_units_id_fk" FOREIGN KEY ("storage_unit_id") REFERENCES "public"."storage_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_returns" ADD CONSTRAINT "sales_returns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_allocations_order_idx" ON "sales_allocations" USING btree ("sales_order_id");--> statement-breakpoint
CREATE INDEX "sales_allocations_line_idx" ON "sales_allocations" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "sales_allocations_shipment_idx" ON "sales_allocations" USING btree ("shipment_id") WHERE "sales_allocations"."shipment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sales_allocations_open_idx" ON "sales_allocations" USING btree ("inventory_id","product_id") WHERE "sales_allocations"."shipment_id" IS NULL;--> statement-breakpoint
CREATE INDEX "sales_return_lines_return_idx" ON "sales_return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "sales_return_lines_line_idx" ON "sales_return_lines" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_returns_number_unique" ON "sales_returns" USING btree ("number");--> statement-breakpoint
CREATE INDEX "sales_returns_order_idx" ON "sales_returns" USING btree ("sales_order_id");--> statement-breakpoint
CREATE INDEX "sales_returns_created_at_idx" ON "sales_returns" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_sales_order_idx" ON "stock_movements" USING btree ("sales_order_id") WHERE "stock_movements"."sales_order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "transports_sales_order_idx" ON "transports" USING btree ("sales_order_id") WHERE "transports"."sales_order_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_units" CHECK ("sales_order_lines"."quantity" >= 0 AND "sales_order_lines"."free_quantity" >= 0 AND "sales_order_lines"."quantity" + "sales_order_lines"."free_quantity" >= 1
          AND "sales_order_lines"."reserved_quantity" >= 0 AND "sales_order_lines"."shipped_quantity" >= 0
          AND "sales_order_lines"."reserved_quantity" + "sales_order_lines"."shipped_quantity" <= "sales_order_lines"."quantity" + "sales_order_lines"."free_quantity"
          AND "sales_order_lines"."delivered_quantity" >= 0 AND "sales_order_lines"."delivered_quantity" <= "sales_order_lines"."shipped_quantity"
          AND "sales_order_lines"."returned_quantity" >= 0 AND "sales_order_lines"."returned_quantity" <= "sales_order_lines"."delivered_quantity");--> statement-breakpoint
-- Live updates (docs/architecture.md#live-updates): a change to a sales order, its lines (a
-- reservation filled by an arrival), its allocations or its returns names the order, kind 'salesOrder'.
CREATE OR REPLACE FUNCTION godown_publish_sales_orders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
  n integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(id), count(*) INTO ids, n FROM (SELECT DISTINCT sales_order_id::text AS id FROM old_rows LIMIT 51) s;
  ELSE
    SELECT array_agg(id), count(*) INTO ids, n FROM (SELECT DISTINCT sales_order_id::text AS id FROM new_rows LIMIT 51) s;
  END IF;
  IF n > 0 THEN
    PERFORM pg_notify('godown_events', json_build_object('k', 'salesOrder', 'ids', godown_event_ids(ids))::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sales_orders_publish_insert AFTER INSERT ON sales_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_publish_rows('salesOrder');--> statement-breakpoint
CREATE TRIGGER sales_orders_publish_update AFTER UPDATE ON sales_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_publish_rows('salesOrder');--> statement-breakpoint
CREATE TRIGGER sales_order_lines_publish_update AFTER UPDATE ON sales_order_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_publish_sales_orders();--> statement-breakpoint
CREATE TRIGGER sales_allocations_publish_insert AFTER INSERT ON sales_allocations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_publish_sales_orders();--> statement-breakpoint
CREATE TRIGGER sales_allocations_publish_update AFTER UPDATE ON sales_allocations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_publish_sales_orders();--> statement-breakpoint
CREATE TRIGGER sales_returns_publish_insert AFTER INSERT ON sales_returns REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_publish_sales_orders();
