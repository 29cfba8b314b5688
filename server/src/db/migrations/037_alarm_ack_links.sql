-- Acknowledging an alarm from its message: each alarm e-mail and text carries a link of its own, bound to the
-- recipient, the alarm occurrence (its alarm_log row) and an expiry; an SMS reply names a texted link by its id.
CREATE TABLE alarm_ack_links (
  id           bigserial PRIMARY KEY,
  -- sha256 (hex) of the link's random code: the code itself is only in the message, so a copy of the database
  -- cannot acknowledge anything
  code_hash    text NOT NULL UNIQUE,
  user_id      integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  alarm_log_id bigint NOT NULL REFERENCES alarm_log(id) ON DELETE CASCADE,
  device_id    bigint NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  tag          text NOT NULL,
  channel      text NOT NULL CHECK (channel IN ('sms', 'email')),
  -- the address the message went to: an SMS reply is matched on it
  recipient    text NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz,
  -- how it was used: 'link' or 'sms'
  used_by      text CHECK (used_by IN ('link', 'sms')),
  created_at   timestamptz NOT NULL DEFAULT now()
);
-- an SMS reply looks for the sender's texted links by the number's digits (ackBySmsReply.ts matches on them)
CREATE INDEX alarm_ack_links_reply_idx ON alarm_ack_links ((regexp_replace(recipient, '\D', '', 'g'))) WHERE channel = 'sms';
CREATE INDEX alarm_ack_links_log_idx ON alarm_ack_links (alarm_log_id);

-- inbound SMS already handled, by the provider's message id: a replayed webhook changes nothing
CREATE TABLE sms_inbound_messages (
  provider    text NOT NULL,
  message_id  text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, message_id)
);
