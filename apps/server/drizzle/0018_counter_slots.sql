-- Kept counts in slots (docs/performance.md#writes): a count is the sum of its rows, one per slot,
-- and each database session adds to the slot of its process id. Before, every transport made or
-- moved, every alert raised or resolved and every product made updated one row per count, which
-- the next writer waited on until the first committed (its WAL flush included): 50 writers queued
-- on 'transports:pending'. A slot is shared only by sessions whose process ids fall on it.
ALTER TABLE "row_counts" DROP CONSTRAINT "row_counts_pkey";--> statement-breakpoint
ALTER TABLE "row_counts" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "row_counts" ADD CONSTRAINT "row_counts_table_name_slot_pk" PRIMARY KEY("table_name","slot");--> statement-breakpoint
-- This session's slot: 16 of them, read together by every count.
CREATE FUNCTION row_counts_slot() RETURNS smallint LANGUAGE sql STABLE AS $$
  SELECT (pg_backend_pid() % 16)::smallint
$$;--> statement-breakpoint
-- Adds `delta` to `key`'s count in this session's slot.
CREATE FUNCTION row_counts_add(key text, delta bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO row_counts (table_name, slot, n) VALUES (key, row_counts_slot(), delta)
    ON CONFLICT (table_name, slot) DO UPDATE SET n = row_counts.n + excluded.n
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION row_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM row_counts_add(TG_TABLE_NAME, (SELECT count(*) FROM changed_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM row_counts_add(TG_TABLE_NAME, -(SELECT count(*) FROM changed_rows));
  ELSE
    DELETE FROM row_counts WHERE table_name = TG_TABLE_NAME AND slot <> 0;
    UPDATE row_counts SET n = 0 WHERE table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION row_counts_by_column() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change record;
  deltas text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_counts WHERE table_name LIKE TG_TABLE_NAME || ':%' AND slot <> 0;
    UPDATE row_counts SET n = 0 WHERE table_name LIKE TG_TABLE_NAME || ':%';
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    deltas := format('SELECT %I::text AS v, 1 AS d FROM new_rows', TG_ARGV[0]);
  ELSIF TG_OP = 'DELETE' THEN
    deltas := format('SELECT %I::text AS v, -1 AS d FROM old_rows', TG_ARGV[0]);
  ELSE
    deltas := format('SELECT %I::text AS v, 1 AS d FROM new_rows UNION ALL SELECT %I::text, -1 FROM old_rows',
                     TG_ARGV[0], TG_ARGV[0]);
  END IF;
  -- Keys in sorted order: sessions sharing a slot lock its rows in the same order, never deadlocking.
  FOR change IN EXECUTE format(
    'SELECT %L || '':'' || v AS key, sum(d)::bigint AS delta FROM (%s) AS c GROUP BY v HAVING sum(d) <> 0 ORDER BY 1',
    TG_TABLE_NAME, deltas)
  LOOP
    PERFORM row_counts_add(change.key, change.delta);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_counts_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign int := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
  low bigint;
  change record;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_counts WHERE table_name = 'products:low' AND slot <> 0;
    UPDATE row_counts SET n = 0 WHERE table_name = 'products:low';
    DELETE FROM product_category_counts;
    RETURN NULL;
  END IF;
  SELECT count(*) INTO low FROM changed_rows WHERE quantity <= coalesce(threshold_limit, 0);
  IF low > 0 THEN
    PERFORM row_counts_add('products:low', sign * low);
  END IF;
  FOR change IN
    SELECT product_category AS category, count(*)::bigint AS n FROM changed_rows
    WHERE product_category IS NOT NULL GROUP BY product_category ORDER BY product_category
  LOOP
    INSERT INTO product_category_counts (category, n) VALUES (change.category, sign * change.n)
      ON CONFLICT (category) DO UPDATE SET n = product_category_counts.n + excluded.n;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_low boolean := OLD.quantity <= coalesce(OLD.threshold_limit, 0);
  is_low boolean := NEW.quantity <= coalesce(NEW.threshold_limit, 0);
  change record;
BEGIN
  IF was_low <> is_low THEN
    PERFORM row_counts_add('products:low', CASE WHEN is_low THEN 1 ELSE -1 END);
  END IF;
  IF OLD.product_category IS DISTINCT FROM NEW.product_category THEN
    FOR change IN
      SELECT c AS category, d AS n FROM (VALUES (OLD.product_category, -1), (NEW.product_category, 1)) AS x(c, d)
      WHERE c IS NOT NULL ORDER BY c
    LOOP
      INSERT INTO product_category_counts (category, n) VALUES (change.category, change.n)
        ON CONFLICT (category) DO UPDATE SET n = product_category_counts.n + excluded.n;
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
