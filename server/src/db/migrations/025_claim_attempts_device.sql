-- Add Device also limits refused claims per device id (several accounts guessing one device's PIN together).
CREATE INDEX device_claim_attempts_device_idx ON device_claim_attempts (device_id, time);
