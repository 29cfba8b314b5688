-- The global search at 100,000 devices (docs/performance.md, bench:directory). The global search matches names and folders containing the text, case aside (ILIKE '%text%',
-- server/src/directory/deviceSearch.ts): without these a search reads every device of the company. Trigram indexes
-- answer ILIKE with a leading wildcard; pg_trgm ships with PostgreSQL and is a trusted extension (a database owner
-- may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX devices_name_trgm_idx ON devices USING gin (name gin_trgm_ops);
CREATE INDEX devices_path_trgm_idx ON devices USING gin (path gin_trgm_ops);
-- The search's order (name, then id): a text that most devices contain ('Tank', a common folder) is answered by
-- walking the names in order until the page is full, instead of sorting every match.
CREATE INDEX devices_name_natural_idx ON devices (name COLLATE natural_sort, id);
-- None of these columns is one ingest changes, so a device's update by ingest stays HOT (migration 019).
