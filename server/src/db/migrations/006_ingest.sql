-- Ingest and the no-data alarm: when a device last sent health, and when it was last reported tardy.
ALTER TABLE devices
  ADD COLUMN last_health_at timestamptz,
  ADD COLUMN tardy_notified_at timestamptz;

-- the settings a device applied arrive as reports; a report for a key the server never set is still kept
CREATE INDEX device_settings_pending_idx ON device_settings (device_id) WHERE desired_value IS DISTINCT FROM reported_value;

-- a device's report of the settings it applied is a message too
ALTER TABLE message_log DROP CONSTRAINT message_log_message_type_check;
ALTER TABLE message_log ADD CONSTRAINT message_log_message_type_check
  CHECK (message_type IN ('data', 'event', 'health', 'gps', 'overflow', 'settings'));
