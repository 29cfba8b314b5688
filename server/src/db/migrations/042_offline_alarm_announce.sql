-- A raised offline alarm is announced on the alarm channel as 'offline:<deviceId>' at the raising transaction's
-- COMMIT, so that each process's alarm engine knows which devices it must clear on their next message
-- (alarms/offlineCandidates.ts) and asks the database nothing for all the others.
CREATE FUNCTION offline_alarm_notify_raised() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('alarm_config', 'offline:' || NEW.device_id::text);
  RETURN NEW;
END $$;

CREATE TRIGGER offline_alarms_raised_update
  AFTER UPDATE OF raised_after ON offline_alarms
  FOR EACH ROW WHEN (OLD.raised_after IS NULL AND NEW.raised_after IS NOT NULL)
  EXECUTE FUNCTION offline_alarm_notify_raised();

CREATE TRIGGER offline_alarms_raised_insert
  AFTER INSERT ON offline_alarms
  FOR EACH ROW WHEN (NEW.raised_after IS NOT NULL)
  EXECUTE FUNCTION offline_alarm_notify_raised();
