CREATE TABLE "invoice_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"order_line_id" bigint,
	"product_id" uuid NOT NULL,
	"product_name" varchar(200) NOT NULL,
	"sku" varchar(64),
	"batch_code" varchar(64),
	"expiry_date" date,
	"hsn_code" varchar(8),
	"uqc" varchar(3),
	"quantity" integer NOT NULL,
	"rate" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) NOT NULL,
	"gst_rate" numeric(5, 2) NOT NULL,
	"cess_rate" numeric(5, 2) NOT NULL,
	"taxable" numeric(14, 2) NOT NULL,
	"cgst" numeric(14, 2) NOT NULL,
	"sgst" numeric(14, 2) NOT NULL,
	"igst" numeric(14, 2) NOT NULL,
	"cess" numeric(14, 2) NOT NULL,
	CONSTRAINT "invoice_lines_line_no_unique" UNIQUE("invoice_id","line_no"),
	CONSTRAINT "invoice_lines_quantity" CHECK ("invoice_lines"."quantity" >= 1),
	CONSTRAINT "invoice_lines_money" CHECK ("invoice_lines"."rate" >= 0 AND "invoice_lines"."discount" >= 0 AND "invoice_lines"."taxable" >= 0 AND "invoice_lines"."cgst" >= 0 AND "invoice_lines"."sgst" >= 0
          AND "invoice_lines"."igst" >= 0 AND "invoice_lines"."cess" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_shipments" (
	"invoice_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "invoice_shipments_invoice_id_shipment_id_pk" PRIMARY KEY("invoice_id","shipment_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(16) NOT NULL,
	"financial_year" varchar(5) NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"registration_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" varchar(10) DEFAULT 'issued' NOT NULL,
	"kind" varchar(3) NOT NULL,
	"supply" varchar(5) NOT NULL,
	"place_of_supply" varchar(2) NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"taxable" numeric(14, 2) NOT NULL,
	"cgst" numeric(14, 2) NOT NULL,
	"sgst" numeric(14, 2) NOT NULL,
	"igst" numeric(14, 2) NOT NULL,
	"cess" numeric(14, 2) NOT NULL,
	"round_off" numeric(4, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"notes" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(300),
	"cancelled_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" IN ('issued', 'cancelled')),
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" IN ('b2b', 'b2c')),
	CONSTRAINT "invoices_supply" CHECK ("invoices"."supply" IN ('intra', 'inter')),
	CONSTRAINT "invoices_cancelled_whole" CHECK (("invoices"."status" = 'cancelled') = ("invoices"."cancelled_at" IS NOT NULL)),
	CONSTRAINT "invoices_taxes" CHECK ("invoices"."taxable" >= 0 AND "invoices"."cess" >= 0 AND "invoices"."round_off" BETWEEN -0.5 AND 0.5
          AND (("invoices"."supply" = 'intra' AND "invoices"."igst" = 0 AND "invoices"."cgst" = "invoices"."sgst" AND "invoices"."cgst" >= 0)
            OR ("invoices"."supply" = 'inter' AND "invoices"."cgst" = 0 AND "invoices"."sgst" = 0 AND "invoices"."igst" >= 0))),
	CONSTRAINT "invoices_total" CHECK ("invoices"."total" = "invoices"."taxable" + "invoices"."cgst" + "invoices"."sgst" + "invoices"."igst" + "invoices"."cess" + "invoices"."round_off"
          AND "invoices"."total" = round("invoices"."total"))
);
--> statement-breakpoint
ALTER TABLE "sales_order_lines" DROP CONSTRAINT "sales_order_lines_units";--> statement-breakpoint
ALTER TABLE "sales_order_lines" DROP CONSTRAINT "sales_order_lines_money";--> statement-breakpoint
ALTER TABLE "number_series" ALTER COLUMN "series" SET DATA TYPE varchar(60);--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD COLUMN "invoiced_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD COLUMN "invoiced_value" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_order_line_id_sales_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."sales_order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_shipments" ADD CONSTRAINT "invoice_shipments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_shipments" ADD CONSTRAINT "invoice_shipments_shipment_id_transports_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."transports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_registration_id_gst_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."gst_registrations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_order_line_idx" ON "invoice_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_product_idx" ON "invoice_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_shipments_active_unique" ON "invoice_shipments" USING btree ("shipment_id") WHERE "invoice_shipments"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("registration_id","financial_year","number");--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","invoice_date");--> statement-breakpoint
CREATE INDEX "invoices_registration_idx" ON "invoices" USING btree ("registration_id","financial_year","invoice_date");--> statement-breakpoint
CREATE INDEX "invoices_number_trgm_idx" ON "invoices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_units" CHECK ("sales_order_lines"."quantity" >= 0 AND "sales_order_lines"."free_quantity" >= 0 AND "sales_order_lines"."quantity" + "sales_order_lines"."free_quantity" >= 1
          AND "sales_order_lines"."reserved_quantity" >= 0 AND "sales_order_lines"."shipped_quantity" >= 0
          AND "sales_order_lines"."reserved_quantity" + "sales_order_lines"."shipped_quantity" <= "sales_order_lines"."quantity" + "sales_order_lines"."free_quantity"
          AND "sales_order_lines"."delivered_quantity" >= 0 AND "sales_order_lines"."delivered_quantity" <= "sales_order_lines"."shipped_quantity"
          AND "sales_order_lines"."returned_quantity" >= 0 AND "sales_order_lines"."returned_quantity" <= "sales_order_lines"."delivered_quantity"
          AND "sales_order_lines"."invoiced_quantity" >= 0 AND "sales_order_lines"."invoiced_quantity" <= "sales_order_lines"."shipped_quantity");--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_money" CHECK ("sales_order_lines"."rate" >= 0 AND "sales_order_lines"."amount" >= 0 AND "sales_order_lines"."order_discount" >= 0
          AND "sales_order_lines"."invoiced_value" >= 0 AND "sales_order_lines"."invoiced_value" <= "sales_order_lines"."amount" - "sales_order_lines"."order_discount");