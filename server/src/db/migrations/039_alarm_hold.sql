-- No flapping: an alarm condition may have to hold for a while before it is raised ("for at least N minutes", by the
-- readings' times) and may clear only past a dead band. Rules carry their own; the four legacy thresholds of a tag
-- have one row each in tag_threshold_holds. Both are alarm configuration, so a change drops the engine's cached copy.
ALTER TABLE alarm_rules
  ADD COLUMN hold_minutes integer CHECK (hold_minutes BETWEEN 0 AND 1440),
  ADD COLUMN dead_band double precision CHECK (dead_band >= 0);

DROP TRIGGER alarm_rules_alarm_config ON alarm_rules;
-- everything of a rule but its `sent` count, which the engine itself bumps
CREATE TRIGGER alarm_rules_alarm_config
  AFTER INSERT OR DELETE OR UPDATE OF device_id, tag, name, symbol, value, "desc", hold_minutes, dead_band ON alarm_rules
  FOR EACH ROW EXECUTE FUNCTION alarm_config_notify_tag();

CREATE TABLE tag_threshold_holds (
  device_id    bigint NOT NULL,
  tag          text NOT NULL,
  threshold    text NOT NULL CHECK (threshold IN ('critical_high', 'critical_low', 'high_warning', 'low_warning')),
  hold_minutes integer CHECK (hold_minutes BETWEEN 0 AND 1440),
  -- in the tag's base unit, like the thresholds themselves
  dead_band    double precision CHECK (dead_band >= 0),
  PRIMARY KEY (device_id, tag, threshold),
  FOREIGN KEY (device_id, tag) REFERENCES tags(device_id, tag) ON DELETE CASCADE
);
CREATE TRIGGER tag_threshold_holds_alarm_config
  AFTER INSERT OR UPDATE OR DELETE ON tag_threshold_holds
  FOR EACH ROW EXECUTE FUNCTION alarm_config_notify_tag();

-- Where each held condition of a tag stands (since when it has been past, whether it is raised), written by the
-- engine in the transaction of the flag it decides, so a restart goes on from there. The engine caches it itself:
-- no trigger announces its own writes.
CREATE TABLE alarm_hold_states (
  device_id  bigint NOT NULL,
  tag        text NOT NULL,
  conditions jsonb NOT NULL,
  -- the newest reading stepped: an older one that arrives late is not stepped again over the ones after it
  stepped_at timestamptz,
  PRIMARY KEY (device_id, tag),
  FOREIGN KEY (device_id, tag) REFERENCES tags(device_id, tag) ON DELETE CASCADE
);

-- when the condition of a raised alarm began (its first reading past the threshold), for the alarm history
ALTER TABLE alarm_log ADD COLUMN condition_since timestamptz;
