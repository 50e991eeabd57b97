CREATE TABLE "delivery_proofs" (
	"transport_id" uuid PRIMARY KEY NOT NULL,
	"receiver_name" varchar(100) NOT NULL,
	"note" varchar(300),
	"photo" "bytea" NOT NULL,
	"photo_type" varchar(40) NOT NULL,
	"photo_size" integer NOT NULL,
	"photo_sha256" varchar(64) NOT NULL,
	"signature" "bytea",
	"signature_type" varchar(40),
	"signature_size" integer,
	"signature_sha256" varchar(64),
	"longitude" double precision,
	"latitude" double precision,
	"delivered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_proofs_photo_size" CHECK ("delivery_proofs"."photo_size" > 0),
	CONSTRAINT "delivery_proofs_signature_whole" CHECK (("delivery_proofs"."signature" IS NULL) = ("delivery_proofs"."signature_type" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "current_location_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_delivered_by_users_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Live updates (docs/architecture.md#live-updates): every change to alerts, transports and the stock
-- ledger publishes a small message on the channel godown_events, in the transaction that made it,
-- so it is delivered when (and only if) that transaction commits, to every server listening on the
-- database. The message names the kind and up to 50 ids; more than that sends no ids ("many").
CREATE OR REPLACE FUNCTION godown_event_ids(ids text[]) RETURNS json LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN ids IS NULL OR cardinality(ids) > 50 THEN NULL ELSE to_json(ids) END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION godown_publish_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
  n integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(id), count(*) INTO ids, n FROM (SELECT DISTINCT id::text AS id FROM old_rows LIMIT 51) s;
  ELSE
    SELECT array_agg(id), count(*) INTO ids, n FROM (SELECT DISTINCT id::text AS id FROM new_rows LIMIT 51) s;
  END IF;
  IF n > 0 THEN
    PERFORM pg_notify('godown_events', json_build_object('k', TG_ARGV[0], 'ids', godown_event_ids(ids))::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION godown_publish_stock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  product_ids text[];
  inventory_ids text[];
  n integer;
BEGIN
  SELECT array_agg(id), count(*) INTO product_ids, n
    FROM (SELECT DISTINCT product_id::text AS id FROM new_rows LIMIT 51) s;
  SELECT array_agg(id) INTO inventory_ids
    FROM (SELECT DISTINCT inventory_id::text AS id FROM new_rows WHERE inventory_id IS NOT NULL LIMIT 51) s;
  IF n > 0 THEN
    PERFORM pg_notify('godown_events', json_build_object(
      'k', 'stock',
      'ids', godown_event_ids(product_ids),
      'inventories', coalesce(godown_event_ids(inventory_ids), CASE WHEN inventory_ids IS NULL THEN '[]'::json END)
    )::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER alerts_publish_insert AFTER INSERT ON alerts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_publish_rows('alert');--> statement-breakpoint
CREATE TRIGGER alerts_publish_update AFTER UPDATE ON alerts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_publish_rows('alert');--> statement-breakpoint
CREATE TRIGGER alerts_publish_delete AFTER DELETE ON alerts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_publish_rows('alert');--> statement-breakpoint
CREATE TRIGGER transports_publish_insert AFTER INSERT ON transports REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_publish_rows('transport');--> statement-breakpoint
CREATE TRIGGER transports_publish_update AFTER UPDATE ON transports REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_publish_rows('transport');--> statement-breakpoint
CREATE TRIGGER transports_publish_delete AFTER DELETE ON transports REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_publish_rows('transport');--> statement-breakpoint
CREATE TRIGGER stock_movements_publish AFTER INSERT ON stock_movements REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_publish_stock();
