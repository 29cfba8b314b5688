-- Alarm rules, notification actions, alarm history, and the durable notification outbox (DESIGN.md §1).
CREATE TABLE alarm_rules (
  id        serial PRIMARY KEY,
  device_id bigint NOT NULL,
  tag       text NOT NULL,
  name      text NOT NULL CHECK (length(trim(name)) > 0),
  symbol    smallint NOT NULL CHECK (symbol IN (1, -1)),
  -- in the tag's display unit at the time the rule was saved
  value     double precision NOT NULL,
  "desc"    text,
  sent      integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (device_id, tag) REFERENCES tags(device_id, tag) ON DELETE CASCADE
);
CREATE INDEX alarm_rules_tag_idx ON alarm_rules (device_id, tag);

CREATE TABLE alarm_actions (
  id        serial PRIMARY KEY,
  device_id bigint NOT NULL,
  tag       text NOT NULL,
  user_id   integer REFERENCES users(id) ON DELETE CASCADE,
  group_id  integer REFERENCES groups(id) ON DELETE CASCADE,
  action    text NOT NULL CHECK (action IN ('sms', 'email')),
  delay     integer NOT NULL DEFAULT 0 CHECK (delay IN (0, 300, 900, 1800, 3600, 7200)),
  FOREIGN KEY (device_id, tag) REFERENCES tags(device_id, tag) ON DELETE CASCADE,
  CHECK ((user_id IS NULL) <> (group_id IS NULL))
);
CREATE INDEX alarm_actions_tag_idx ON alarm_actions (device_id, tag);

-- spec 2 §4.4 log actions: ack, email, sms, call, edit, del, critical_high, high_warning, critical_low, low_warning, norm, ...
CREATE TABLE alarm_log (
  id        bigserial PRIMARY KEY,
  device_id bigint NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  tag       text NOT NULL,
  time      timestamptz NOT NULL DEFAULT now(),
  user_id   integer REFERENCES users(id) ON DELETE SET NULL,
  action    text NOT NULL,
  value     double precision,
  detail    text
);
CREATE INDEX alarm_log_tag_idx ON alarm_log (device_id, tag, time);

CREATE TABLE notification_outbox (
  id          bigserial PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('pin', 'alarm', 'tardy', 'broadcast')),
  channel     text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient   text NOT NULL,
  user_id     integer REFERENCES users(id) ON DELETE SET NULL,
  subject     text,
  body        text NOT NULL,
  device_id   bigint REFERENCES devices(id) ON DELETE CASCADE,
  tag         text,
  alarm_log_id bigint REFERENCES alarm_log(id) ON DELETE SET NULL,
  send_after  timestamptz NOT NULL DEFAULT now(),
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'cancelled')),
  attempts    integer NOT NULL DEFAULT 0,
  last_error  text,
  transport   text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz
);
CREATE INDEX notification_outbox_due_idx ON notification_outbox (send_after) WHERE status = 'pending';
CREATE INDEX notification_outbox_user_idx ON notification_outbox (user_id, created_at);

CREATE TABLE notices (
  id          serial PRIMARY KEY,
  -- null: shown to every company
  company_id  integer REFERENCES companies(id) ON DELETE CASCADE,
  title       text NOT NULL,
  notice_content text NOT NULL,
  notice_type text NOT NULL CHECK (notice_type IN ('critical', 'warning', 'success', 'info', 'update')),
  created_at  timestamptz NOT NULL DEFAULT now()
);
