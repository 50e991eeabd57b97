ALTER TABLE "invoices" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "transport_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "recipient_registration_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recipient_registration_id_gst_registrations_id_fk" FOREIGN KEY ("recipient_registration_id") REFERENCES "public"."gst_registrations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_transport_unique" ON "invoices" USING btree ("transport_id") WHERE "invoices"."transport_id" IS NOT NULL AND "invoices"."status" = 'issued';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_buyer" CHECK (("invoices"."customer_id" IS NULL) = ("invoices"."transport_id" IS NOT NULL) AND ("invoices"."transport_id" IS NULL) = ("invoices"."recipient_registration_id" IS NULL));