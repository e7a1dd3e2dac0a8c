-- The notifications view finds an application's earlier notification for each status change;
-- without this index every lookup scanned the table, and a replay slowed as it grew.
CREATE INDEX notifications_application ON notifications (application_id);
