-- The message log keeps each device message as received. `json` stores the text as it came (after validating it);
-- `jsonb` converted every message to its binary form on the way in, work done for every ingested message although
-- the log is only ever read back whole, one device at a time (spec 3 "Message log").
ALTER TABLE message_log ALTER COLUMN data TYPE json USING data::json;
