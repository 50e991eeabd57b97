ALTER TABLE "alerts" ADD COLUMN "message_key" varchar(60);--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "message_params" jsonb;