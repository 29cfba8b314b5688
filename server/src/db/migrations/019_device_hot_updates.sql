-- Every ingested message updates its device's row (last message time, health, latest reading). With an index on a
-- column that changes, each such update writes a new entry into every index of `devices` (seven of them); without
-- one it is a HOT update that touches no index at all. The two indexes on the last-message time were the only ones on
-- columns ingest changes. The queries that filtered on them (the tardy scheduler every minute, the tardy lists) read a
-- company's devices through devices_company_path_idx or scan the table, which for a fleet of 100,000 devices is a
-- few milliseconds, far less than what the indexes cost ingest.
DROP INDEX IF EXISTS devices_last_message_idx;
DROP INDEX IF EXISTS devices_tardy_idx;
