CREATE TYPE "public"."sales_order_status" AS ENUM('draft', 'confirmed', 'partlyShipped', 'shipped', 'delivered', 'cancelled');--> statement-breakpoint
CREATE TABLE "number_series" (
	"series" varchar(10) NOT NULL,
	"financial_year" varchar(5) NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "number_series_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "number_series_last" CHECK ("number_series"."last" >= 1)
);
--> statement-breakpoint
CREATE TABLE "sales_order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sales_order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"free_quantity" integer DEFAULT 0 NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"rate" numeric(14, 2) NOT NULL,
	"list_price" numeric(14, 2) NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"order_discount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"price_basis" jsonb,
	"scheme" jsonb,
	"reserved_quantity" integer DEFAULT 0 NOT NULL,
	"shipped_quantity" integer DEFAULT 0 NOT NULL,
	"delivered_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_order_lines_units" CHECK ("sales_order_lines"."quantity" >= 0 AND "sales_order_lines"."free_quantity" >= 0 AND "sales_order_lines"."quantity" + "sales_order_lines"."free_quantity" >= 1
          AND "sales_order_lines"."reserved_quantity" >= 0 AND "sales_order_lines"."shipped_quantity" >= 0
          AND "sales_order_lines"."reserved_quantity" + "sales_order_lines"."shipped_quantity" <= "sales_order_lines"."quantity" + "sales_order_lines"."free_quantity"
          AND "sales_order_lines"."delivered_quantity" >= 0 AND "sales_order_lines"."delivered_quantity" <= "sales_order_lines"."shipped_quantity"),
	CONSTRAINT "sales_order_lines_money" CHECK ("sales_order_lines"."rate" >= 0 AND "sales_order_lines"."amount" >= 0 AND "sales_order_lines"."order_discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(30) NOT NULL,
	"status" "sales_order_status" DEFAULT 'draft' NOT NULL,
	"customer_id" uuid NOT NULL,
	"inventory_id" uuid NOT NULL,
	"ship_to" jsonb,
	"expected_date" date,
	"notes" text,
	"price_list_name" varchar(100),
	"subtotal" numeric(14, 2) DEFAULT 0 NOT NULL,
	"order_discount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"order_scheme" jsonb,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_orders_totals" CHECK ("sales_orders"."subtotal" >= 0 AND "sales_orders"."order_discount" >= 0 AND "sales_orders"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "inventory_products" ADD COLUMN "reserved_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_lines_product_unique" ON "sales_order_lines" USING btree ("sales_order_id","product_id","is_free");--> statement-breakpoint
CREATE INDEX "sales_order_lines_product_idx" ON "sales_order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_number_unique" ON "sales_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "sales_orders_created_at_idx" ON "sales_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sales_orders_status_idx" ON "sales_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sales_orders_customer_idx" ON "sales_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "inventory_products" ADD CONSTRAINT "inventory_products_reserved_within" CHECK ("inventory_products"."reserved_quantity" >= 0 AND "inventory_products"."reserved_quantity" <= "inventory_products"."quantity");