-- Counts added to a free slot (docs/performance.md#writes). Migration 0018 gave each database session
-- the slot of its process id modulo 16, but two of a pool's ten sessions often fell on one slot:
-- then the second writer waited on that row until the first committed, its WAL flush included
-- (5-9 ms a transport made or moved, measured with auto_explain at 50 connections). Now a session
-- adds to a slot row that no other session holds at that moment: its own first, else any free one
-- (FOR UPDATE SKIP LOCKED), else it makes its own (up to 64 slots a count). A count is still the
-- sum of its rows, and a session waits only when every slot row of the count is held.
CREATE OR REPLACE FUNCTION row_counts_add(key text, delta bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  own smallint := (pg_backend_pid() % 64)::smallint;
  free smallint;
BEGIN
  SELECT slot INTO free FROM row_counts WHERE table_name = key
    ORDER BY slot = own DESC, slot LIMIT 1 FOR UPDATE SKIP LOCKED;
  IF free IS NULL THEN
    INSERT INTO row_counts (table_name, slot, n) VALUES (key, own, delta)
      ON CONFLICT (table_name, slot) DO UPDATE SET n = row_counts.n + excluded.n;
  ELSE
    UPDATE row_counts SET n = n + delta WHERE table_name = key AND slot = free;
  END IF;
END
$$;--> statement-breakpoint
DROP FUNCTION row_counts_slot();
