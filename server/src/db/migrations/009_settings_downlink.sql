-- Settings downlink on every change: whatever `desiredSettings` returns for a device is announced on the
-- channel `device_settings` (payload: the device id) by triggers, so every writer (device page, mass update, alarm
-- edits, plain SQL) reaches the device without calling the broker. NOTIFY is transactional (sent at COMMIT,
-- dropped on ROLLBACK) and PostgreSQL folds duplicates within a transaction, so a mass update of thousands of rows
-- sends one notification per device. Ingest's own writes (reported settings, latest values, new tags without
-- thresholds) neither name nor set these columns, so they never fire them.

CREATE FUNCTION device_settings_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('device_settings', OLD.device_id::text);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM pg_notify('device_settings', NEW.device_id::text);
  END IF;
  RETURN NULL;
END $$;

-- desired values: a reported-only row (what ingest writes) changes nothing the device is told
CREATE TRIGGER device_settings_downlink_insert
  AFTER INSERT ON device_settings
  FOR EACH ROW WHEN (NEW.desired_value IS NOT NULL)
  EXECUTE FUNCTION device_settings_notify();
CREATE TRIGGER device_settings_downlink_delete
  AFTER DELETE ON device_settings
  FOR EACH ROW WHEN (OLD.desired_value IS NOT NULL)
  EXECUTE FUNCTION device_settings_notify();
CREATE TRIGGER device_settings_downlink_update
  AFTER UPDATE OF device_id, key, desired_value ON device_settings
  FOR EACH ROW
  WHEN ((OLD.device_id, OLD.key, OLD.desired_value) IS DISTINCT FROM (NEW.device_id, NEW.key, NEW.desired_value))
  EXECUTE FUNCTION device_settings_notify();

-- a tag's legacy thresholds (a tag without any is not in the downlink; one with rules is covered by alarm_rules)
CREATE TRIGGER tags_downlink_insert
  AFTER INSERT ON tags
  FOR EACH ROW
  WHEN (NEW.critical_high IS NOT NULL OR NEW.critical_low IS NOT NULL OR NEW.high_warning IS NOT NULL OR NEW.low_warning IS NOT NULL)
  EXECUTE FUNCTION device_settings_notify();
CREATE TRIGGER tags_downlink_delete
  AFTER DELETE ON tags
  FOR EACH ROW
  WHEN (OLD.critical_high IS NOT NULL OR OLD.critical_low IS NOT NULL OR OLD.high_warning IS NOT NULL OR OLD.low_warning IS NOT NULL)
  EXECUTE FUNCTION device_settings_notify();
CREATE TRIGGER tags_downlink_update
  AFTER UPDATE OF device_id, tag, critical_high, critical_low, high_warning, low_warning ON tags
  FOR EACH ROW
  WHEN ((OLD.device_id, OLD.tag, OLD.critical_high, OLD.critical_low, OLD.high_warning, OLD.low_warning)
        IS DISTINCT FROM (NEW.device_id, NEW.tag, NEW.critical_high, NEW.critical_low, NEW.high_warning, NEW.low_warning))
  EXECUTE FUNCTION device_settings_notify();

-- named rules, all but the `sent` count the alarm engine bumps
CREATE TRIGGER alarm_rules_downlink_insert_delete
  AFTER INSERT OR DELETE ON alarm_rules
  FOR EACH ROW EXECUTE FUNCTION device_settings_notify();
CREATE TRIGGER alarm_rules_downlink_update
  AFTER UPDATE OF device_id, tag, name, symbol, value ON alarm_rules
  FOR EACH ROW
  WHEN ((OLD.device_id, OLD.tag, OLD.name, OLD.symbol, OLD.value) IS DISTINCT FROM (NEW.device_id, NEW.tag, NEW.name, NEW.symbol, NEW.value))
  EXECUTE FUNCTION device_settings_notify();

-- The downlink a device's own client acknowledged (MQTT QoS 1 PUBACK of the retained copy, or an HTTP answer that
-- carried it). With `config_version` reported back (device_settings) it tells pending, delivered and applied apart.
CREATE TABLE settings_delivery (
  device_id    bigint PRIMARY KEY REFERENCES devices(id) ON DELETE CASCADE,
  version      text NOT NULL,
  delivered_at timestamptz NOT NULL
);

-- Ingest updates every tag's latest value and its hourly and daily rollup rows on every batch (the ingest
-- bench). Free room on each page lets those updates stay on the page (HOT: no new index entries, less WAL, less
-- vacuum). Applies to pages written from now on; nothing is rewritten.
ALTER TABLE tags SET (fillfactor = 70);
ALTER TABLE readings_hourly SET (fillfactor = 70);
ALTER TABLE readings_daily SET (fillfactor = 70);
