-- Reminders: a notification action may repeat its message every `repeat_every` seconds until the alarm is
-- acknowledged or returns to normal, at most `repeat_times` more messages and/or for `repeat_for` seconds after the
-- first one was due. An action without `repeat_every` sends once, as before; one with it needs at least one cap, so
-- a forgotten alarm never texts someone forever. The choices are those of domain/src/alarms/alarmReminders.ts.
ALTER TABLE alarm_actions
  ADD COLUMN repeat_every integer CHECK (repeat_every IN (300, 900, 1800, 3600)),
  ADD COLUMN repeat_times integer CHECK (repeat_times BETWEEN 1 AND 24),
  ADD COLUMN repeat_for integer CHECK (repeat_for IN (3600, 14400, 28800, 43200, 86400, 172800, 259200)),
  ADD CONSTRAINT alarm_actions_repeat_check CHECK (
    (repeat_every IS NULL AND repeat_times IS NULL AND repeat_for IS NULL)
    OR (repeat_every IS NOT NULL AND (repeat_times IS NOT NULL OR repeat_for IS NOT NULL)));

-- The outbox row of a reminder-bearing notification carries its repeat so the next reminder is written from the row
-- just sent (alarms/alarmReminders.ts), which needs no other state and so outlives any restart. `reminder_of` is the
-- episode's first message (whose text every reminder repeats), `reminder_no` 1, 2, ... for the reminders; the unique
-- index keeps a message sent twice (its sender died after the send) from starting two chains.
ALTER TABLE notification_outbox
  ADD COLUMN reminder_of bigint REFERENCES notification_outbox(id) ON DELETE CASCADE,
  ADD COLUMN reminder_no integer,
  ADD COLUMN repeat_every integer,
  ADD COLUMN repeat_times integer,
  ADD COLUMN repeat_until timestamptz;
CREATE UNIQUE INDEX notification_outbox_reminder_idx ON notification_outbox (reminder_of, reminder_no) WHERE reminder_of IS NOT NULL;
