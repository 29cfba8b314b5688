-- updateAlarms' low and high (tag_rule_bounds) now raise the flags low and high in the alarm engine, so a change to
-- them must drop every process's cached configuration of the tag, as changes to thresholds and rules do (007).
CREATE TRIGGER tag_rule_bounds_alarm_config
  AFTER INSERT OR UPDATE OR DELETE ON tag_rule_bounds
  FOR EACH ROW EXECUTE FUNCTION alarm_config_notify_tag();
