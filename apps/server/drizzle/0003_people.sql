ALTER TABLE "users" ADD COLUMN "hours_month" varchar(7) DEFAULT to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') NOT NULL;--> statement-breakpoint
ALTER TABLE "wage_records" ADD COLUMN "extra_shift" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "alerts_timestamp_idx" ON "alerts" USING btree ("timestamp");--> statement-breakpoint
CREATE INDEX "products_expiry_date_idx" ON "products" USING btree ("expiry_date");--> statement-breakpoint
CREATE INDEX "wage_records_month_idx" ON "wage_records" USING btree ("month");