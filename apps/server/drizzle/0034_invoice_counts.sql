-- Invoices counted by status (row_counts keys 'invoices:issued', 'invoices:cancelled'), as sales
-- orders are (migration 0026): the invoice list's total reads them instead of counting 200,000 rows.
CREATE TRIGGER invoices_count_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_by_column('status');--> statement-breakpoint
CREATE TRIGGER invoices_count_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_by_column('status');--> statement-breakpoint
CREATE TRIGGER invoices_count_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_by_column('status');--> statement-breakpoint
CREATE TRIGGER invoices_count_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_by_column('status');--> statement-breakpoint
INSERT INTO row_counts (table_name, slot, n)
  SELECT 'invoices:' || status, 0, count(*) FROM invoices GROUP BY status;
