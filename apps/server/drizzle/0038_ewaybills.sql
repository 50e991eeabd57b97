ALTER TYPE "public"."alert_type" ADD VALUE 'ewayBillExpiring';--> statement-breakpoint
CREATE TABLE "eway_bill_vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eway_bill_id" uuid NOT NULL,
	"update" smallint NOT NULL,
	"position" smallint DEFAULT 1 NOT NULL,
	"mode" "transport_mode" NOT NULL,
	"vehicle_number" varchar(11),
	"transport_document" varchar(15),
	"transport_document_date" date,
	"quantity" integer,
	"from_place" varchar(50) NOT NULL,
	"from_state_code" varchar(2) NOT NULL,
	"reason" varchar(20) NOT NULL,
	"remark" varchar(50),
	"updated_at" timestamp with time zone NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eway_bill_vehicles_carrier" CHECK ("eway_bill_vehicles"."vehicle_number" IS NOT NULL OR ("eway_bill_vehicles"."transport_document" IS NOT NULL AND "eway_bill_vehicles"."transport_document_date" IS NOT NULL)),
	CONSTRAINT "eway_bill_vehicles_quantity" CHECK ("eway_bill_vehicles"."quantity" IS NULL OR "eway_bill_vehicles"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "eway_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transport_id" uuid NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"number" varchar(12),
	"generated_at" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"distance_km" integer,
	"waiver_reason" text,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(20),
	"cancel_remark" varchar(50),
	"cancel_recorded_by" uuid,
	"expiry_alerted_for" timestamp with time zone,
	CONSTRAINT "eway_bills_status" CHECK ("eway_bills"."status" IN ('active', 'cancelled', 'waived')),
	CONSTRAINT "eway_bills_whole" CHECK (CASE WHEN "eway_bills"."status" = 'waived' THEN "eway_bills"."number" IS NULL AND "eway_bills"."waiver_reason" IS NOT NULL
               ELSE "eway_bills"."number" ~ '^[0-9]{12}$' AND "eway_bills"."generated_at" IS NOT NULL
                    AND "eway_bills"."distance_km" BETWEEN 1 AND 4000 END),
	CONSTRAINT "eway_bills_cancelled_whole" CHECK (("eway_bills"."status" = 'cancelled') = ("eway_bills"."cancelled_at" IS NOT NULL)),
	CONSTRAINT "eway_bills_validity" CHECK ("eway_bills"."valid_until" IS NULL OR "eway_bills"."valid_until" > "eway_bills"."generated_at")
);
--> statement-breakpoint
ALTER TABLE "sales_order_lines" DROP CONSTRAINT "sales_order_lines_units";--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "ewaybill_threshold" numeric(14, 2) DEFAULT 50000 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "address_line" varchar(200);--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "pin_code" varchar(6);--> statement-breakpoint
ALTER TABLE "eway_bill_vehicles" ADD CONSTRAINT "eway_bill_vehicles_eway_bill_id_eway_bills_id_fk" FOREIGN KEY ("eway_bill_id") REFERENCES "public"."eway_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eway_bill_vehicles" ADD CONSTRAINT "eway_bill_vehicles_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eway_bills" ADD CONSTRAINT "eway_bills_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eway_bills" ADD CONSTRAINT "eway_bills_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eway_bills" ADD CONSTRAINT "eway_bills_cancel_recorded_by_users_id_fk" FOREIGN KEY ("cancel_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eway_bill_vehicles_bill_update_position" ON "eway_bill_vehicles" USING btree ("eway_bill_id","update","position");--> statement-breakpoint
CREATE UNIQUE INDEX "eway_bills_number_unique" ON "eway_bills" USING btree ("number") WHERE "eway_bills"."number" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "eway_bills_transport_live" ON "eway_bills" USING btree ("transport_id") WHERE "eway_bills"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "eway_bills_transport_idx" ON "eway_bills" USING btree ("transport_id");--> statement-breakpoint
CREATE INDEX "eway_bills_valid_until_idx" ON "eway_bills" USING btree ("valid_until") WHERE "eway_bills"."status" = 'active';--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_units" CHECK ("sales_order_lines"."quantity" >= 0 AND "sales_order_lines"."free_quantity" >= 0 AND "sales_order_lines"."quantity" + "sales_order_lines"."free_quantity" >= 1
          AND "sales_order_lines"."reserved_quantity" >= 0 AND "sales_order_lines"."shipped_quantity" >= 0
          AND "sales_order_lines"."reserved_quantity" + "sales_order_lines"."shipped_quantity" <= "sales_order_lines"."quantity" + "sales_order_lines"."free_quantity"
          AND "sales_order_lines"."delivered_quantity" >= 0 AND "sales_order_lines"."delivered_quantity" <= "sales_order_lines"."shipped_quantity"
          AND "sales_order_lines"."returned_quantity" >= 0 AND "sales_order_lines"."returned_quantity" <= "sales_order_lines"."delivered_quantity"
          AND "sales_order_lines"."invoiced_quantity" >= 0 AND "sales_order_lines"."invoiced_quantity" <= "sales_order_lines"."quantity" + "sales_order_lines"."free_quantity");