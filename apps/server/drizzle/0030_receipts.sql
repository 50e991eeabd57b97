CREATE TABLE "receipt_allocations" (
	"receipt_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "receipt_allocations_receipt_id_invoice_id_pk" PRIMARY KEY("receipt_id","invoice_id"),
	CONSTRAINT "receipt_allocations_amount" CHECK ("receipt_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(30) NOT NULL,
	"receipt_date" date NOT NULL,
	"customer_id" uuid NOT NULL,
	"mode" varchar(12) NOT NULL,
	"reference" varchar(50),
	"amount" numeric(14, 2) NOT NULL,
	"allocated" numeric(14, 2) DEFAULT 0 NOT NULL,
	"status" varchar(8) DEFAULT 'received' NOT NULL,
	"bounced_on" date,
	"bounce_reason" varchar(300),
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_mode" CHECK ("receipts"."mode" IN ('cash', 'upi', 'cheque', 'bankTransfer')),
	CONSTRAINT "receipts_status" CHECK ("receipts"."status" IN ('received', 'bounced')),
	CONSTRAINT "receipts_bounced_whole" CHECK (("receipts"."status" = 'bounced') = ("receipts"."bounced_on" IS NOT NULL)),
	CONSTRAINT "receipts_amounts" CHECK ("receipts"."amount" > 0 AND "receipts"."allocated" >= 0 AND "receipts"."allocated" <= "receipts"."amount"
          AND ("receipts"."status" = 'received' OR "receipts"."allocated" = 0))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "debited" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_allocations" ADD CONSTRAINT "receipt_allocations_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_allocations" ADD CONSTRAINT "receipt_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_allocations_invoice_idx" ON "receipt_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_unique" ON "receipts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "receipts_customer_idx" ON "receipts" USING btree ("customer_id","receipt_date");--> statement-breakpoint
CREATE INDEX "receipts_date_idx" ON "receipts" USING btree ("receipt_date","id");--> statement-breakpoint
CREATE INDEX "invoices_open_idx" ON "invoices" USING btree ("customer_id","due_date") WHERE "invoices"."status" = 'issued' AND "invoices"."paid" + "invoices"."credited" < "invoices"."total" + "invoices"."debited";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_settled" CHECK ("invoices"."paid" >= 0 AND "invoices"."credited" >= 0 AND "invoices"."debited" >= 0);