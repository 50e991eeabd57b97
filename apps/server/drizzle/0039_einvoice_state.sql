ALTER TABLE "invoice_notes" ADD COLUMN "einvoice_state" varchar(10);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "einvoice_state" varchar(10);--> statement-breakpoint
UPDATE "invoices" i SET "einvoice_state" = r.state
FROM (SELECT invoice_id, CASE WHEN bool_or(status = 'active') THEN 'active' ELSE 'cancelled' END AS state
      FROM "einvoice_registrations" WHERE invoice_id IS NOT NULL GROUP BY invoice_id) r
WHERE i.id = r.invoice_id;--> statement-breakpoint
UPDATE "invoice_notes" n SET "einvoice_state" = r.state
FROM (SELECT note_id, CASE WHEN bool_or(status = 'active') THEN 'active' ELSE 'cancelled' END AS state
      FROM "einvoice_registrations" WHERE note_id IS NOT NULL GROUP BY note_id) r
WHERE n.id = r.note_id;--> statement-breakpoint
CREATE INDEX "invoices_b2b_einvoice_idx" ON "invoices" USING btree ("invoice_date","number","id","status","einvoice_state","registration_id") WHERE "invoices"."kind" = 'b2b';--> statement-breakpoint
CREATE INDEX "invoices_einvoice_pending_idx" ON "invoices" USING btree ("invoice_date","number") WHERE "invoices"."kind" = 'b2b' AND "invoices"."status" = 'issued' AND "invoices"."einvoice_state" IS NULL;--> statement-breakpoint
ALTER TABLE "invoice_notes" ADD CONSTRAINT "invoice_notes_einvoice_state" CHECK ("invoice_notes"."einvoice_state" IN ('active', 'cancelled'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_einvoice_state" CHECK ("invoices"."einvoice_state" IN ('active', 'cancelled'));