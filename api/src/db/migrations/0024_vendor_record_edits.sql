-- The vendor edits the lines and notes of its own order or estimate (ADR 0012): the
-- timeline records each edit.

ALTER TABLE vendor_record_events DROP CONSTRAINT vendor_record_events_kind_check;
ALTER TABLE vendor_record_events
  ADD CONSTRAINT vendor_record_events_kind_check CHECK (kind IN ('created', 'status', 'note', 'edit'));
