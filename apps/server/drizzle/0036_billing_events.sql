-- Live updates (docs/architecture.md#live-updates): invoices (issued, cancelled, settled by receipts
-- and notes) and receipts (recorded, allocated, bounced) publish kind 'billing' with their ids.
CREATE TRIGGER invoices_publish_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_publish_rows('billing');--> statement-breakpoint
CREATE TRIGGER invoices_publish_update AFTER UPDATE ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_publish_rows('billing');--> statement-breakpoint
CREATE TRIGGER receipts_publish_insert AFTER INSERT ON receipts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_publish_rows('billing');--> statement-breakpoint
CREATE TRIGGER receipts_publish_update AFTER UPDATE ON receipts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION godown_publish_rows('billing');
