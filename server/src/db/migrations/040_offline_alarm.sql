-- The offline alarm: a tag may watch its device's silence. When the device has sent nothing for `factor` times its
-- transmit interval, the scheduler raises the flag 'offline' on each watching tag (so it is notified through that
-- tag's notification actions and acknowledged with ackAlarm like any alarm); the device's next message clears it.
ALTER TABLE tags DROP CONSTRAINT tags_alarm_flag_check;
ALTER TABLE tags ADD CONSTRAINT tags_alarm_flag_check
  CHECK (alarm_flag IN ('norm','low','high','low_warning','high_warning','critical_low','critical_high','test','offline')) NOT VALID;
ALTER TABLE tags VALIDATE CONSTRAINT tags_alarm_flag_check;

CREATE TABLE offline_alarms (
  device_id bigint NOT NULL,
  tag       text NOT NULL,
  -- the device is offline after factor × its transmit interval without a message
  factor    double precision NOT NULL DEFAULT 2.5 CHECK (factor >= 1 AND factor <= 100),
  -- set while this tag's offline alarm is raised: the last message it was raised after
  raised_after timestamptz,
  PRIMARY KEY (device_id, tag),
  FOREIGN KEY (device_id, tag) REFERENCES tags(device_id, tag) ON DELETE CASCADE
);
-- ingest's clearing asks, for the devices of a batch, which have a raised offline alarm: nearly always none, read
-- from this small index without touching the table
CREATE INDEX offline_alarms_raised_idx ON offline_alarms (device_id) WHERE raised_after IS NOT NULL;
