-- A device message refused for its content is recorded before its refusal is acknowledged (MQTT: the PUBACK goes out
-- only after this row is committed), so "acknowledged" always means "stored", either as data or here with the reason
-- (docs/device-protocol.md "Refusals"). Super users read these entries in the message log.
CREATE TABLE ingest_refusals (
  id           bigserial PRIMARY KEY,
  device_id    bigint NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT now(),
  message_type text NOT NULL,
  code         text NOT NULL,
  reason       text NOT NULL,
  -- the payload as received (valid UTF-8 with NULs removed; at most the 64 KB a message may have)
  payload      text NOT NULL
);
CREATE INDEX ingest_refusals_device_idx ON ingest_refusals (device_id, received_at);

-- Set when the device clock rule moved a message's times (a clock more than the tolerance ahead, or never set):
-- how far ahead of the server the device's clock was, in ms. The stored times are the moved ones.
ALTER TABLE message_log ADD COLUMN clock_offset_ms bigint;

-- Times a device stamped in the future before the clock rule existed would hide the correct readings that follow:
-- no latest value or last-message time is ahead of the clock.
UPDATE tags SET time = now() WHERE time > now();
UPDATE devices SET last_time_message_received = now() WHERE last_time_message_received > now();
UPDATE devices SET last_health_at = now() WHERE last_health_at > now();

-- The downlink carries thresholds and rule values in each tag's base unit, before calibration
-- (desiredSettingsMany): a rule entered in the display unit reads another number after the display unit or the
-- calibration changes, so those changes announce the device's new downlink too (009's channel).
CREATE TRIGGER tags_downlink_units
  AFTER UPDATE OF display_units ON tags
  FOR EACH ROW WHEN (OLD.display_units IS DISTINCT FROM NEW.display_units)
  EXECUTE FUNCTION device_settings_notify();

CREATE TRIGGER calibrations_downlink
  AFTER INSERT OR UPDATE OR DELETE ON calibrations
  FOR EACH ROW EXECUTE FUNCTION device_settings_notify();

CREATE FUNCTION device_settings_notify_device() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('device_settings', NEW.id::text);
  RETURN NULL;
END $$;

CREATE TRIGGER devices_downlink_units
  AFTER UPDATE OF display_units, default_tag ON devices
  FOR EACH ROW
  WHEN (OLD.display_units IS DISTINCT FROM NEW.display_units OR OLD.default_tag IS DISTINCT FROM NEW.default_tag)
  EXECUTE FUNCTION device_settings_notify_device();

CREATE FUNCTION device_settings_notify_tank() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('device_settings', k.device_id::text)
  FROM (SELECT DISTINCT device_id FROM calibrations WHERE tank_name = OLD.tank_name) k;
  RETURN NULL;
END $$;

CREATE TRIGGER tank_names_downlink
  AFTER UPDATE OF strap, tank_name OR DELETE ON tank_names
  FOR EACH ROW EXECUTE FUNCTION device_settings_notify_tank();
