CREATE TABLE "company_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" varchar(200),
	"trade_name" varchar(200),
	"pan" varchar(10),
	"bank_name" varchar(100),
	"bank_account" varchar(18),
	"bank_ifsc" varchar(11),
	"bank_branch" varchar(100),
	"upi_id" varchar(320),
	"invoice_terms" text,
	"logo" "bytea",
	"logo_type" varchar(20),
	"logo_updated_at" timestamp with time zone,
	"updated_by" uuid,
	"updated_at" timestamp with time zone,
	CONSTRAINT "company_settings_one_row" CHECK ("company_settings"."id" = 1),
	CONSTRAINT "company_settings_logo_whole" CHECK (("company_settings"."logo" IS NULL) = ("company_settings"."logo_type" IS NULL)),
	CONSTRAINT "company_settings_bank_whole" CHECK (("company_settings"."bank_name" IS NULL) = ("company_settings"."bank_account" IS NULL) AND ("company_settings"."bank_name" IS NULL) = ("company_settings"."bank_ifsc" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "gst_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gstin" varchar(15) NOT NULL,
	"state_code" varchar(2) NOT NULL,
	"name" varchar(100) NOT NULL,
	"address" jsonb NOT NULL,
	"invoice_series" jsonb NOT NULL,
	"credit_note_series" jsonb NOT NULL,
	"debit_note_series" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gst_registrations_gstin_form" CHECK ("gst_registrations"."gstin" ~ '^[0-9A-Z]{15}$'),
	CONSTRAINT "gst_registrations_gstin_state" CHECK (left("gst_registrations"."gstin", 2) = "gst_registrations"."state_code")
);
--> statement-breakpoint
CREATE TABLE "product_tax_rates" (
	"product_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"gst_rate" numeric(5, 2) NOT NULL,
	"cess_rate" numeric(5, 2) DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_tax_rates_product_id_effective_from_pk" PRIMARY KEY("product_id","effective_from"),
	CONSTRAINT "product_tax_rates_range" CHECK ("product_tax_rates"."gst_rate" BETWEEN 0 AND 100 AND "product_tax_rates"."cess_rate" BETWEEN 0 AND 300)
);
--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "registration_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "uqc" varchar(3);--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tax_rates" ADD CONSTRAINT "product_tax_rates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tax_rates" ADD CONSTRAINT "product_tax_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gst_registrations_gstin_unique" ON "gst_registrations" USING btree ("gstin");--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_registration_id_gst_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."gst_registrations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventories_registration_idx" ON "inventories" USING btree ("registration_id");