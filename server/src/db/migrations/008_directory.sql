-- The directory, search and monitoring lists (spec 1 §2, §6, §7): the Tardy list's hidden test paths, and the
-- indexes those lists need.

-- Folders whose devices the Tardy list never shows: the provider's test rigs (spec 1 §6 "some internal test
-- paths"). Matched on whole folder segments as the directory matches them: '/Bench' hides '/Bench' and
-- '/Bench/Rig 2', not '/Benchmark'. Data, not code, so staff can add a path without a release.
CREATE TABLE tardy_hidden_paths (
  path_prefix text PRIMARY KEY CHECK (path_prefix LIKE '/%' AND path_prefix <> '/' AND path_prefix NOT LIKE '%/')
);
INSERT INTO tardy_hidden_paths (path_prefix) VALUES ('/Test'), ('/Bench');

-- a folder and everything below it: path = $1 OR path LIKE '$1/%'. text_pattern_ops answers the LIKE prefix
-- whatever the database's collation (the embedded database is C, a DATABASE_URL server may not be).
CREATE INDEX devices_path_pattern_idx ON devices (path text_pattern_ops);

-- the Alarms list and the landing alarm count look for the few tags in alarm among many
CREATE INDEX tags_in_alarm_idx ON tags (device_id) WHERE alarm_flag <> 'norm';

-- the Alarms list's second half: devices with a named rule that has been sent
CREATE INDEX alarm_rules_sent_idx ON alarm_rules (device_id) WHERE sent > 0;

-- the Activity view reads one week of every user
CREATE INDEX user_activity_day_idx ON user_activity (day);
