CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(200) NOT NULL,
	"gstin" varchar(15),
	"state_code" varchar(2) NOT NULL,
	"billing_address" jsonb,
	"shipping_address" jsonb,
	"phone" varchar(32),
	"email" varchar(254),
	"credit_limit" numeric(14, 2),
	"payment_terms_days" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_gstin_form" CHECK ("customers"."gstin" ~ '^[0-9A-Z]{15}$'),
	CONSTRAINT "customers_state_form" CHECK ("customers"."state_code" ~ '^[0-9]{2}$'),
	CONSTRAINT "customers_gstin_state" CHECK ("customers"."gstin" IS NULL OR left("customers"."gstin", 2) = "customers"."state_code"),
	CONSTRAINT "customers_credit_limit_nonnegative" CHECK ("customers"."credit_limit" >= 0),
	CONSTRAINT "customers_payment_terms_range" CHECK ("customers"."payment_terms_days" BETWEEN 0 AND 365)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_gstin_unique" ON "customers" USING btree ("gstin") WHERE "customers"."gstin" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_state_idx" ON "customers" USING btree ("state_code","name");--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");--> statement-breakpoint
-- Live updates (docs/architecture.md#live-updates): a change to customers names them on
-- godown_events, as alerts and transports do; only sellers' streams hear of it.
CREATE TRIGGER customers_publish_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_publish_rows('customer');--> statement-breakpoint
CREATE TRIGGER customers_publish_update AFTER UPDATE ON customers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_publish_rows('customer');--> statement-breakpoint
CREATE TRIGGER customers_publish_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_publish_rows('customer');
