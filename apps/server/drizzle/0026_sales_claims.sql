CREATE TABLE "sales_claims" (
	"inventory_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"batch_id" uuid,
	"storage_unit_id" uuid,
	"units" integer NOT NULL,
	CONSTRAINT "sales_claims_place_unique" UNIQUE NULLS NOT DISTINCT("inventory_id","product_id","batch_id","storage_unit_id"),
	CONSTRAINT "sales_claims_units_not_negative" CHECK ("sales_claims"."units" >= 0)
);
--> statement-breakpoint
DROP INDEX "sales_allocations_open_idx";--> statement-breakpoint
ALTER TABLE "sales_allocations" ADD COLUMN "departed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_claims" ADD CONSTRAINT "sales_claims_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_claims" ADD CONSTRAINT "sales_claims_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An allocation's claims (docs/domain.md#picking-shipping-and-returns): until its shipment leaves,
-- its unpicked units claim the place it was given and its picked units the batch's loose units.
-- One statement's changes are summed per place. Every statement that changes allocations runs under
-- the placements' locks of their products (allocations.ts), so two never write one place at once.
CREATE OR REPLACE FUNCTION godown_sales_claims() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added text := 'SELECT inventory_id, product_id, batch_id, storage_unit_id, quantity - picked_quantity AS units
    FROM new_rows WHERE NOT departed
    UNION ALL SELECT inventory_id, product_id, batch_id, NULL, picked_quantity FROM new_rows WHERE NOT departed';
  taken text := 'SELECT inventory_id, product_id, batch_id, storage_unit_id, picked_quantity - quantity AS units
    FROM old_rows WHERE NOT departed
    UNION ALL SELECT inventory_id, product_id, batch_id, NULL, -picked_quantity FROM old_rows WHERE NOT departed';
BEGIN
  -- The rows there are change in place; a new place is inserted (a CHECK would refuse the negative
  -- units of an INSERT ... ON CONFLICT before it found the row to update).
  EXECUTE format($q$
    WITH d AS (
      SELECT inventory_id, product_id, batch_id, storage_unit_id, sum(units)::int AS units FROM (%s) x
      GROUP BY 1, 2, 3, 4 HAVING sum(units) <> 0
    ), up AS (
      UPDATE sales_claims c SET units = c.units + d.units FROM d
      WHERE c.inventory_id = d.inventory_id AND c.product_id = d.product_id
        AND c.batch_id IS NOT DISTINCT FROM d.batch_id AND c.storage_unit_id IS NOT DISTINCT FROM d.storage_unit_id
      RETURNING c.inventory_id, c.product_id, c.batch_id, c.storage_unit_id
    )
    INSERT INTO sales_claims AS c (inventory_id, product_id, batch_id, storage_unit_id, units)
    SELECT d.inventory_id, d.product_id, d.batch_id, d.storage_unit_id, d.units FROM d
    WHERE NOT EXISTS (SELECT 1 FROM up WHERE up.inventory_id = d.inventory_id AND up.product_id = d.product_id
      AND up.batch_id IS NOT DISTINCT FROM d.batch_id AND up.storage_unit_id IS NOT DISTINCT FROM d.storage_unit_id)
    ON CONFLICT (inventory_id, product_id, batch_id, storage_unit_id) DO UPDATE SET units = c.units + excluded.units
  $q$, CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN taken ELSE added || ' UNION ALL ' || taken END);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The allocations made before this migration (before the triggers, which would count them twice):
-- those whose shipment has left, and what the others claim.
UPDATE sales_allocations a SET departed = true FROM transports t
  WHERE t.id = a.shipment_id AND t.status <> 'pending';--> statement-breakpoint
INSERT INTO sales_claims (inventory_id, product_id, batch_id, storage_unit_id, units)
SELECT inventory_id, product_id, batch_id, storage_unit_id, sum(units)::int FROM (
  SELECT inventory_id, product_id, batch_id, storage_unit_id, quantity - picked_quantity AS units
  FROM sales_allocations WHERE NOT departed
  UNION ALL
  SELECT inventory_id, product_id, batch_id, NULL, picked_quantity FROM sales_allocations WHERE NOT departed
) d GROUP BY 1, 2, 3, 4 HAVING sum(units) <> 0;--> statement-breakpoint
CREATE TRIGGER sales_allocations_claims_insert AFTER INSERT ON sales_allocations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_sales_claims();--> statement-breakpoint
CREATE TRIGGER sales_allocations_claims_update AFTER UPDATE ON sales_allocations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_sales_claims();--> statement-breakpoint
CREATE TRIGGER sales_allocations_claims_delete AFTER DELETE ON sales_allocations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_sales_claims();
--> statement-breakpoint
-- Sales orders counted by status (row_counts keys 'sales_orders:draft', ...), as transports are
-- (migration 0005): the list's total and its status tabs read them instead of counting the orders.
CREATE TRIGGER sales_orders_count_insert AFTER INSERT ON sales_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_by_column('status');--> statement-breakpoint
CREATE TRIGGER sales_orders_count_update AFTER UPDATE ON sales_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_by_column('status');--> statement-breakpoint
CREATE TRIGGER sales_orders_count_delete AFTER DELETE ON sales_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_by_column('status');--> statement-breakpoint
CREATE TRIGGER sales_orders_count_truncate AFTER TRUNCATE ON sales_orders
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_by_column('status');--> statement-breakpoint
INSERT INTO row_counts (table_name, slot, n)
  SELECT 'sales_orders:' || status, 0, count(*) FROM sales_orders GROUP BY status;
