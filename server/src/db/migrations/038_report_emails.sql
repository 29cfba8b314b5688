-- Daily reports by e-mail (docs/alarms.md "Daily reports by e-mail").
-- A user's subscription to the daily report of a device: whether the user may still read the device is asked again
-- at every send, so a subscription that outlived a user's access sends nothing.
CREATE TABLE report_subscriptions (
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  device_id  bigint NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  -- no report day that ended before this is sent (the scheduler's clock, so tests step into the next report hour)
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, device_id)
);
CREATE INDEX report_subscriptions_device_idx ON report_subscriptions (device_id);

-- What was sent: one row per user, device, report sensor and report day (the device's local date of the report hour),
-- inserted in the transaction that writes the e-mail into the outbox. Its key is what makes a report go out once
-- across restarts and processes: a second scheduler that reaches the same day conflicts and writes nothing.
CREATE TABLE report_deliveries (
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  device_id  bigint NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  tag        text NOT NULL,
  report_day date NOT NULL,
  outbox_id  bigint REFERENCES notification_outbox(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, device_id, tag, report_day)
);

-- Files an outbox e-mail carries (the report's .xlsx), written with the row so a restart still has them to send.
CREATE TABLE notification_attachments (
  id           bigserial PRIMARY KEY,
  outbox_id    bigint NOT NULL REFERENCES notification_outbox(id) ON DELETE CASCADE,
  file_name    text NOT NULL,
  content_type text NOT NULL,
  content      bytea NOT NULL
);
CREATE INDEX notification_attachments_outbox_idx ON notification_attachments (outbox_id);

-- the report e-mails are a kind of their own
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_kind_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_kind_check
  CHECK (kind IN ('pin', 'alarm', 'tardy', 'broadcast', 'report'));
