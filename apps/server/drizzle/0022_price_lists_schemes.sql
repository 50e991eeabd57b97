CREATE TABLE "price_list_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"price_list_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"valid_from" date,
	"valid_to" date,
	CONSTRAINT "price_list_items_kind" CHECK ("price_list_items"."kind" IN ('price', 'discount')),
	CONSTRAINT "price_list_items_value" CHECK ("price_list_items"."value" >= 0 AND ("price_list_items"."kind" = 'price' OR ("price_list_items"."value" > 0 AND "price_list_items"."value" <= 100))),
	CONSTRAINT "price_list_items_dates" CHECK ("price_list_items"."valid_to" >= "price_list_items"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schemes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"product_id" uuid,
	"buy_quantity" integer,
	"free_product_id" uuid,
	"free_quantity" integer,
	"min_order_value" numeric(14, 2),
	"discount_percent" numeric(5, 2),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schemes_terms" CHECK (("schemes"."kind" = 'freeQuantity' AND "schemes"."product_id" IS NOT NULL AND "schemes"."free_product_id" IS NOT NULL
            AND "schemes"."buy_quantity" >= 1 AND "schemes"."free_quantity" >= 1)
         OR ("schemes"."kind" = 'orderDiscount' AND "schemes"."min_order_value" >= 0
            AND "schemes"."discount_percent" > 0 AND "schemes"."discount_percent" <= 100)),
	CONSTRAINT "schemes_dates" CHECK ("schemes"."valid_to" >= "schemes"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "price_list_id" uuid;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schemes" ADD CONSTRAINT "schemes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schemes" ADD CONSTRAINT "schemes_free_product_id_products_id_fk" FOREIGN KEY ("free_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schemes" ADD CONSTRAINT "schemes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_list_items_list_idx" ON "price_list_items" USING btree ("price_list_id","product_id");--> statement-breakpoint
CREATE INDEX "price_list_items_product_idx" ON "price_list_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_name_unique" ON "price_lists" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "schemes_product_idx" ON "schemes" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_price_list_idx" ON "customers" USING btree ("price_list_id");