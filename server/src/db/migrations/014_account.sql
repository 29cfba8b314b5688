-- Add Device claims (spec 3 §4 "Add device"). The install PIN has four digits, so wrong PINs are counted per
-- user to stop a guessing run; device_id has no foreign key because unknown ids are attempts too.
CREATE TABLE device_claim_attempts (
  id        bigserial PRIMARY KEY,
  user_id   integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  device_id bigint NOT NULL,
  time      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX device_claim_attempts_user_idx ON device_claim_attempts (user_id, time);
