-- The alarm engine (DESIGN.md §1): every change to what decides a tag's alarm flag is announced on the channel
-- `alarm_config` with the payload '<deviceId>:<tag>' (or '<deviceId>' for every tag of a device), so each server
-- process drops its cached copy. Triggers make every writer announce, whichever code path it takes; NOTIFY is
-- transactional (sent at COMMIT, dropped on ROLLBACK) and PostgreSQL folds duplicates within a transaction.

CREATE FUNCTION alarm_config_notify_tag() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('alarm_config', OLD.device_id::text || ':' || OLD.tag);
    RETURN OLD;
  END IF;
  PERFORM pg_notify('alarm_config', NEW.device_id::text || ':' || NEW.tag);
  IF TG_OP = 'UPDATE' AND (OLD.device_id, OLD.tag) IS DISTINCT FROM (NEW.device_id, NEW.tag) THEN
    PERFORM pg_notify('alarm_config', OLD.device_id::text || ':' || OLD.tag);
  END IF;
  RETURN NEW;
END $$;

CREATE FUNCTION alarm_config_notify_device() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('alarm_config', NEW.id::text);
  RETURN NEW;
END $$;

-- thresholds, display unit and the flag itself (the engine caches the flag to skip unchanged readings). Ingest's
-- updates of time/value/temp do not name these columns, so they never fire this trigger.
CREATE TRIGGER tags_alarm_config_update
  AFTER UPDATE OF critical_high, critical_low, high_warning, low_warning, display_units, alarm_flag ON tags
  FOR EACH ROW
  WHEN (OLD.critical_high IS DISTINCT FROM NEW.critical_high OR OLD.critical_low IS DISTINCT FROM NEW.critical_low
     OR OLD.high_warning IS DISTINCT FROM NEW.high_warning OR OLD.low_warning IS DISTINCT FROM NEW.low_warning
     OR OLD.display_units IS DISTINCT FROM NEW.display_units OR OLD.alarm_flag IS DISTINCT FROM NEW.alarm_flag)
  EXECUTE FUNCTION alarm_config_notify_tag();

-- a new tag may be cached as "no tag" by a process that saw a reading first; a deleted one must not linger
CREATE TRIGGER tags_alarm_config_insert_delete
  AFTER INSERT OR DELETE ON tags
  FOR EACH ROW EXECUTE FUNCTION alarm_config_notify_tag();

-- everything of a rule but its `sent` count, which the engine itself bumps
CREATE TRIGGER alarm_rules_alarm_config
  AFTER INSERT OR DELETE OR UPDATE OF device_id, tag, name, symbol, value, "desc" ON alarm_rules
  FOR EACH ROW EXECUTE FUNCTION alarm_config_notify_tag();

-- the specific gravity and tank strap of the latest calibration convert levels to psi and gallons
CREATE TRIGGER calibrations_alarm_config
  AFTER INSERT OR UPDATE OR DELETE ON calibrations
  FOR EACH ROW EXECUTE FUNCTION alarm_config_notify_tag();

-- a device's display units override its default tag's (spec 1 §4), so rules of that tag read another unit
CREATE TRIGGER devices_alarm_config
  AFTER UPDATE OF display_units, default_tag ON devices
  FOR EACH ROW
  WHEN (OLD.display_units IS DISTINCT FROM NEW.display_units OR OLD.default_tag IS DISTINCT FROM NEW.default_tag)
  EXECUTE FUNCTION alarm_config_notify_device();

-- acknowledging and flag changes cancel a tag's pending alarm notifications
CREATE INDEX notification_outbox_pending_tag_idx ON notification_outbox (device_id, tag) WHERE status = 'pending';

-- the tardy scan: active, named, placed devices by their last health message
CREATE INDEX devices_tardy_idx ON devices ((coalesce(last_health_at, last_time_message_received)))
  WHERE is_active AND name IS NOT NULL AND path IS NOT NULL;
