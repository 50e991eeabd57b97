-- Row counts by a column's value (row_counts keys such as 'transports:in_transit' and
-- 'alerts:false'), kept by statement triggers in the writing transaction: the transport status
-- cards and the alert tabs read them instead of counting the tables on every request.
-- TG_ARGV[0] names the column. Keys are changed in sorted order, so concurrent writers lock the
-- counter rows in the same order and never deadlock on them.
CREATE FUNCTION row_counts_by_column() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change record;
  deltas text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
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
  FOR change IN EXECUTE format(
    'SELECT %L || '':'' || v AS key, sum(d)::bigint AS delta FROM (%s) AS c GROUP BY v HAVING sum(d) <> 0 ORDER BY 1',
    TG_TABLE_NAME, deltas)
  LOOP
    INSERT INTO row_counts (table_name, n) VALUES (change.key, change.delta)
      ON CONFLICT (table_name) DO UPDATE SET n = row_counts.n + excluded.n;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER transports_count_insert AFTER INSERT ON transports REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_by_column('status');--> statement-breakpoint
CREATE TRIGGER transports_count_update AFTER UPDATE ON transports REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_by_column('status');--> statement-breakpoint
CREATE TRIGGER transports_count_delete AFTER DELETE ON transports REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_by_column('status');--> statement-breakpoint
CREATE TRIGGER transports_count_truncate AFTER TRUNCATE ON transports
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_by_column('status');--> statement-breakpoint
INSERT INTO row_counts (table_name, n)
  SELECT 'transports:' || status, count(*) FROM transports GROUP BY status;--> statement-breakpoint
CREATE TRIGGER alerts_count_insert AFTER INSERT ON alerts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_by_column('resolved');--> statement-breakpoint
CREATE TRIGGER alerts_count_update AFTER UPDATE ON alerts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_by_column('resolved');--> statement-breakpoint
CREATE TRIGGER alerts_count_delete AFTER DELETE ON alerts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_by_column('resolved');--> statement-breakpoint
CREATE TRIGGER alerts_count_truncate AFTER TRUNCATE ON alerts
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_by_column('resolved');--> statement-breakpoint
INSERT INTO row_counts (table_name, n)
  SELECT 'alerts:' || resolved::text, count(*) FROM alerts GROUP BY resolved;
