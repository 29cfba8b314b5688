-- The alarm engine compares a level shown in gallons through the strapping table of the tank its calibration names
-- (tank_names.strap), so an edit of that table must drop every process's cached configuration of those tags, as a
-- change to the calibration itself does (007).
CREATE FUNCTION alarm_config_notify_tank() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('alarm_config', k.device_id::text || ':' || k.tag)
  FROM (SELECT DISTINCT device_id, tag FROM calibrations WHERE tank_name = OLD.tank_name) k;
  RETURN NULL;
END $$;

CREATE TRIGGER tank_names_alarm_config
  AFTER UPDATE OF strap, tank_name OR DELETE ON tank_names
  FOR EACH ROW EXECUTE FUNCTION alarm_config_notify_tank();
