CREATE TABLE "einvoice_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid,
	"note_id" uuid,
	"irn" varchar(64) NOT NULL,
	"ack_no" varchar(20) NOT NULL,
	"ack_at" timestamp with time zone NOT NULL,
	"signed_qr_code" text NOT NULL,
	"signed_invoice" text,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(1),
	"cancel_remark" varchar(100),
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancel_recorded_by" uuid,
	CONSTRAINT "einvoice_registrations_one_document" CHECK (("einvoice_registrations"."invoice_id" IS NULL) <> ("einvoice_registrations"."note_id" IS NULL)),
	CONSTRAINT "einvoice_registrations_irn_form" CHECK ("einvoice_registrations"."irn" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "einvoice_registrations_status" CHECK ("einvoice_registrations"."status" IN ('active', 'cancelled')),
	CONSTRAINT "einvoice_registrations_cancelled_whole" CHECK (("einvoice_registrations"."status" = 'cancelled') = ("einvoice_registrations"."cancelled_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "einvoice_from" date;--> statement-breakpoint
ALTER TABLE "einvoice_registrations" ADD CONSTRAINT "einvoice_registrations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_registrations" ADD CONSTRAINT "einvoice_registrations_note_id_invoice_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."invoice_notes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_registrations" ADD CONSTRAINT "einvoice_registrations_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_registrations" ADD CONSTRAINT "einvoice_registrations_cancel_recorded_by_users_id_fk" FOREIGN KEY ("cancel_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_registrations_irn_unique" ON "einvoice_registrations" USING btree ("irn");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_registrations_invoice_active" ON "einvoice_registrations" USING btree ("invoice_id") WHERE "einvoice_registrations"."invoice_id" IS NOT NULL AND "einvoice_registrations"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_registrations_note_active" ON "einvoice_registrations" USING btree ("note_id") WHERE "einvoice_registrations"."note_id" IS NOT NULL AND "einvoice_registrations"."status" = 'active';--> statement-breakpoint
CREATE INDEX "einvoice_registrations_invoice_idx" ON "einvoice_registrations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "einvoice_registrations_note_idx" ON "einvoice_registrations" USING btree ("note_id");