CREATE TABLE "invoice_note_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"note_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"invoice_line_id" bigint NOT NULL,
	"quantity" integer,
	"taxable" numeric(14, 2) NOT NULL,
	"cgst" numeric(14, 2) NOT NULL,
	"sgst" numeric(14, 2) NOT NULL,
	"igst" numeric(14, 2) NOT NULL,
	"cess" numeric(14, 2) NOT NULL,
	CONSTRAINT "invoice_note_lines_line_no_unique" UNIQUE("note_id","line_no"),
	CONSTRAINT "invoice_note_lines_quantity" CHECK ("invoice_note_lines"."quantity" IS NULL OR "invoice_note_lines"."quantity" >= 1),
	CONSTRAINT "invoice_note_lines_money" CHECK ("invoice_note_lines"."taxable" >= 0 AND "invoice_note_lines"."cgst" >= 0 AND "invoice_note_lines"."sgst" >= 0 AND "invoice_note_lines"."igst" >= 0 AND "invoice_note_lines"."cess" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(6) NOT NULL,
	"number" varchar(16) NOT NULL,
	"financial_year" varchar(5) NOT NULL,
	"note_date" date NOT NULL,
	"invoice_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"reason" varchar(20) NOT NULL,
	"return_id" uuid,
	"supply" varchar(5) NOT NULL,
	"place_of_supply" varchar(2) NOT NULL,
	"taxable" numeric(14, 2) NOT NULL,
	"cgst" numeric(14, 2) NOT NULL,
	"sgst" numeric(14, 2) NOT NULL,
	"igst" numeric(14, 2) NOT NULL,
	"cess" numeric(14, 2) NOT NULL,
	"round_off" numeric(4, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_notes_kind" CHECK ("invoice_notes"."kind" IN ('credit', 'debit')),
	CONSTRAINT "invoice_notes_reason" CHECK ("invoice_notes"."reason" IN ('return', 'priceDifference', 'other') AND ("invoice_notes"."reason" = 'return') = ("invoice_notes"."return_id" IS NOT NULL)
          AND NOT ("invoice_notes"."kind" = 'debit' AND "invoice_notes"."reason" = 'return')),
	CONSTRAINT "invoice_notes_taxes" CHECK ("invoice_notes"."taxable" >= 0 AND "invoice_notes"."cess" >= 0 AND "invoice_notes"."round_off" BETWEEN -0.5 AND 0.5
          AND (("invoice_notes"."supply" = 'intra' AND "invoice_notes"."igst" = 0 AND "invoice_notes"."cgst" = "invoice_notes"."sgst" AND "invoice_notes"."cgst" >= 0)
            OR ("invoice_notes"."supply" = 'inter' AND "invoice_notes"."cgst" = 0 AND "invoice_notes"."sgst" = 0 AND "invoice_notes"."igst" >= 0))),
	CONSTRAINT "invoice_notes_total" CHECK ("invoice_notes"."total" = "invoice_notes"."taxable" + "invoice_notes"."cgst" + "invoice_notes"."sgst" + "invoice_notes"."igst" + "invoice_notes"."cess" + "invoice_notes"."round_off"
          AND "invoice_notes"."total" = round("invoice_notes"."total"))
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "credited_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "credited_value" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_note_lines" ADD CONSTRAINT "invoice_note_lines_note_id_invoice_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."invoice_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_note_lines" ADD CONSTRAINT "invoice_note_lines_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_notes" ADD CONSTRAINT "invoice_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_notes" ADD CONSTRAINT "invoice_notes_registration_id_gst_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."gst_registrations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_notes" ADD CONSTRAINT "invoice_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_notes" ADD CONSTRAINT "invoice_notes_return_id_sales_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."sales_returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_notes" ADD CONSTRAINT "invoice_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_note_lines_invoice_line_idx" ON "invoice_note_lines" USING btree ("invoice_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_notes_number_unique" ON "invoice_notes" USING btree ("registration_id","kind","financial_year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_notes_return_unique" ON "invoice_notes" USING btree ("return_id") WHERE "invoice_notes"."return_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invoice_notes_invoice_idx" ON "invoice_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_notes_customer_idx" ON "invoice_notes" USING btree ("customer_id","note_date");--> statement-breakpoint
CREATE INDEX "invoice_notes_date_idx" ON "invoice_notes" USING btree ("note_date","id");--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_credited" CHECK ("invoice_lines"."credited_quantity" BETWEEN 0 AND "invoice_lines"."quantity" AND "invoice_lines"."credited_value" BETWEEN 0 AND "invoice_lines"."taxable");