-- Every reading counts: the alarm engine steps each reading of a batch, oldest first, so one message (or one
-- commit) can raise and clear an alarm. What it decides is kept by the readings' own times, not by when the batch
-- happened to be processed, so the same readings give the same alarms however they arrived.

-- The newest reading the engine has judged for this tag, written with each flag change: a process that finds a
-- newer one here knows another process judged those readings first (and judges again from the stored state).
ALTER TABLE tags ADD COLUMN alarm_stepped_at timestamptz;

-- The time of the reading that changed the flag; null for rows that are not a reading's (messages sent,
-- acknowledgements, test and offline alarms).
ALTER TABLE alarm_log ADD COLUMN reading_time timestamptz;

-- When an alarm notification is due by the readings' clock: the raising reading's time plus the action's delay (a
-- reminder: the message before it plus its interval). An episode that ended, by its readings, before this time
-- cancels the message; one that lasted past it sends it, even when both readings came in the same message.
ALTER TABLE notification_outbox ADD COLUMN episode_due timestamptz;

-- the next flag change of a tag after a given row (the escalation policy asks it of every alarm message it sends)
CREATE INDEX alarm_log_tag_id_idx ON alarm_log (device_id, tag, id);
