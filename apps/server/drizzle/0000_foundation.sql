CREATE TYPE "public"."alert_priority" AS ENUM('high', 'critical', 'medium', 'low');--> statement-breakpoint
CREATE TYPE "public"."alert_type" AS ENUM('defaultAlert', 'lowStock', 'outOfStock', 'transportationDelay', 'missedEta', 'overwork', 'inventoryMismatch', 'routeDeviation', 'unauthorizedAccess', 'stockExpired', 'systemError', 'system', 'low_stock', 'maintenance', 'security');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('admin', 'staff', 'supplier', 'driver');--> statement-breakpoint
CREATE TYPE "public"."transport_mode" AS ENUM('land', 'air', 'ship');--> statement-breakpoint
CREATE TYPE "public"."transport_status" AS ENUM('pending', 'dispatched', 'in_transit', 'delivered', 'cancelled');--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "alert_type" NOT NULL,
	"message" text NOT NULL,
	"description" text,
	"affected_item" varchar(300),
	"target_id" varchar(100),
	"priority" "alert_priority" DEFAULT 'medium' NOT NULL,
	"resolved" boolean DEFAULT false NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"triggered_by" uuid,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(200) NOT NULL,
	"location" varchar(300),
	"description" text,
	"total_capacity" numeric(14, 3) DEFAULT 0 NOT NULL,
	"total_volume" numeric(14, 3) DEFAULT 0 NOT NULL,
	"capacity_occupied" numeric(14, 3) DEFAULT 0 NOT NULL,
	"volume_occupied" numeric(14, 3) DEFAULT 0 NOT NULL,
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventories_capacity_nonnegative" CHECK ("inventories"."total_capacity" >= 0 AND "inventories"."total_volume" >= 0),
	CONSTRAINT "inventories_occupied_nonnegative" CHECK ("inventories"."capacity_occupied" >= 0 AND "inventories"."volume_occupied" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_products" (
	"inventory_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_products_inventory_id_product_id_pk" PRIMARY KEY("inventory_id","product_id"),
	CONSTRAINT "inventory_products_quantity_positive" CHECK ("inventory_products"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" varchar(300) NOT NULL,
	"address" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_name" varchar(200) NOT NULL,
	"sku" varchar(64),
	"batch_id" varchar(64),
	"product_category" varchar(100),
	"price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"weight" numeric(14, 3),
	"length" numeric(10, 2),
	"width" numeric(10, 2),
	"height" numeric(10, 2),
	"description" text,
	"threshold_limit" integer,
	"shelf_life_days" integer,
	"mfg_date" date,
	"expiry_date" date,
	"supplier_id" uuid,
	"supplier_longitude" double precision,
	"supplier_latitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_quantity_nonnegative" CHECK ("products"."quantity" >= 0),
	CONSTRAINT "products_price_nonnegative" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_weight_nonnegative" CHECK ("products"."weight" >= 0),
	CONSTRAINT "products_dimensions_nonnegative" CHECK ("products"."length" >= 0 AND "products"."width" >= 0 AND "products"."height" >= 0),
	CONSTRAINT "products_threshold_nonnegative" CHECK ("products"."threshold_limit" >= 0),
	CONSTRAINT "products_shelf_life_nonnegative" CHECK ("products"."shelf_life_days" >= 0),
	CONSTRAINT "products_dates_ordered" CHECK ("products"."expiry_date" >= "products"."mfg_date")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"inventory_id" uuid,
	"transport_id" uuid,
	"delta" integer NOT NULL,
	"reason" varchar(50) NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inventory_id" uuid NOT NULL,
	"location_id" varchar(100) NOT NULL,
	"name" varchar(200) NOT NULL,
	"type" varchar(100),
	"location" varchar(300),
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"length" numeric(10, 2) NOT NULL,
	"width" numeric(10, 2) NOT NULL,
	"height" numeric(10, 2) NOT NULL,
	"max_weight" numeric(14, 3) NOT NULL,
	"max_volume" numeric(14, 3) NOT NULL,
	"temperature_min" numeric(6, 2),
	"temperature_max" numeric(6, 2),
	"current_weight" numeric(14, 3) DEFAULT 0 NOT NULL,
	"current_volume" numeric(14, 3) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_units_measures_nonnegative" CHECK ("storage_units"."length" >= 0 AND "storage_units"."width" >= 0 AND "storage_units"."height" >= 0 AND "storage_units"."max_weight" >= 0 AND "storage_units"."max_volume" >= 0 AND "storage_units"."current_weight" >= 0 AND "storage_units"."current_volume" >= 0),
	CONSTRAINT "storage_units_temperature_ordered" CHECK ("storage_units"."temperature_max" >= "storage_units"."temperature_min")
);
--> statement-breakpoint
CREATE TABLE "transport_lines" (
	"transport_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "transport_lines_transport_id_product_id_pk" PRIMARY KEY("transport_id","product_id"),
	CONSTRAINT "transport_lines_quantity_positive" CHECK ("transport_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "transport_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transport_id" uuid NOT NULL,
	"from_status" "transport_status",
	"to_status" "transport_status" NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" varchar(64) NOT NULL,
	"status" "transport_status" DEFAULT 'pending' NOT NULL,
	"transport_mode" "transport_mode" DEFAULT 'land' NOT NULL,
	"transportation_cost" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total_weight" numeric(14, 3) DEFAULT 0 NOT NULL,
	"total_volume" numeric(14, 3) DEFAULT 0 NOT NULL,
	"total_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"start_longitude" double precision,
	"start_latitude" double precision,
	"current_longitude" double precision,
	"current_latitude" double precision,
	"destination_longitude" double precision,
	"destination_latitude" double precision,
	"source_inventory_id" uuid,
	"destination_inventory_id" uuid,
	"assigned_to" uuid,
	"eta" timestamp with time zone,
	"is_order" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transports_cost_nonnegative" CHECK ("transports"."transportation_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254),
	"phone" varchar(10),
	"password_hash" text NOT NULL,
	"role" "role" NOT NULL,
	"shift" varchar(50),
	"wage_per_hour" numeric(14, 2) DEFAULT 0 NOT NULL,
	"hours_this_month" numeric(8, 2) DEFAULT 0 NOT NULL,
	"extra_shift" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_contact_present" CHECK ("users"."email" IS NOT NULL OR "users"."phone" IS NOT NULL),
	CONSTRAINT "users_wage_nonnegative" CHECK ("users"."wage_per_hour" >= 0),
	CONSTRAINT "users_hours_nonnegative" CHECK ("users"."hours_this_month" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wage_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"month" varchar(7) NOT NULL,
	"hours_worked" numeric(8, 2) NOT NULL,
	"wage_per_hour" numeric(14, 2) NOT NULL,
	"total_salary" numeric(14, 2) NOT NULL,
	"overworked" boolean DEFAULT false NOT NULL,
	"calculated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wage_records_month_format" CHECK ("wage_records"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "wage_records_amounts_nonnegative" CHECK ("wage_records"."hours_worked" >= 0 AND "wage_records"."wage_per_hour" >= 0 AND "wage_records"."total_salary" >= 0)
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_triggered_by_users_id_fk" FOREIGN KEY ("triggered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_products" ADD CONSTRAINT "inventory_products_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_products" ADD CONSTRAINT "inventory_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_units" ADD CONSTRAINT "storage_units_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_lines" ADD CONSTRAINT "transport_lines_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_lines" ADD CONSTRAINT "transport_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_status_history" ADD CONSTRAINT "transport_status_history_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_status_history" ADD CONSTRAINT "transport_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_source_inventory_id_inventories_id_fk" FOREIGN KEY ("source_inventory_id") REFERENCES "public"."inventories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_destination_inventory_id_inventories_id_fk" FOREIGN KEY ("destination_inventory_id") REFERENCES "public"."inventories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_records" ADD CONSTRAINT "wage_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_resolved_idx" ON "alerts" USING btree ("resolved","timestamp");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_open_system_unique" ON "alerts" USING btree ("type","target_id") WHERE "alerts"."is_system" AND NOT "alerts"."resolved";--> statement-breakpoint
CREATE INDEX "inventories_name_idx" ON "inventories" USING btree ("name");--> statement-breakpoint
CREATE INDEX "inventory_products_product_idx" ON "inventory_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "login_failures_account_idx" ON "login_failures" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_account_address_idx" ON "login_failures" USING btree ("account","address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_unique" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("product_category");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_inventory_idx" ON "stock_movements" USING btree ("inventory_id","created_at");--> statement-breakpoint
CREATE INDEX "storage_units_inventory_idx" ON "storage_units" USING btree ("inventory_id");--> statement-breakpoint
CREATE INDEX "transport_lines_product_idx" ON "transport_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "transport_status_history_transport_idx" ON "transport_status_history" USING btree ("transport_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transports_package_id_unique" ON "transports" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "transports_status_idx" ON "transports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "transports_assigned_to_idx" ON "transports" USING btree ("assigned_to");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "wage_records_user_month_unique" ON "wage_records" USING btree ("user_id","month");