-- The outbox's lease: a server process that takes a row to send holds it until claimed_until, and renews that while
-- the send lasts; a row whose holder died is taken again once the lease runs out. This replaces putting every
-- 'sending' row back at start, which sent a message twice when another process was still sending it.
ALTER TABLE notification_outbox
  ADD COLUMN claimed_by text,
  ADD COLUMN claimed_until timestamptz;
-- rows an older version left 'sending' have no holder: their lease has run out
UPDATE notification_outbox SET claimed_until = now() WHERE status = 'sending';
CREATE INDEX notification_outbox_lease_idx ON notification_outbox (claimed_until) WHERE status = 'sending';
