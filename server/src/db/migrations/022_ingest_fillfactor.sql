-- Migration 019 left no index on a column ingest changes, yet most device updates were still not HOT: a full page has
-- no room for the new versions of its rows, so an update moves the row to another page and writes an entry into every
-- index of the table. Under load one batch updates nearly every device row of a page (and every tag row), so a page
-- needs as much free space as its live rows: half of each page of `devices` and `tags` is now kept free (tags had 70,
-- migration 009: with it about half of a page's rows moved whenever a batch updated them all). Both tables are
-- rewritten so that existing pages get the room too (CLUSTER with a table name may run inside the migration's
-- transaction; both hold one row per device or per device and tag). The rollups keep 70: their pages are written for
-- one hour or day and then read for years, and a bucket's rows spread out after the first moves.
ALTER TABLE devices SET (fillfactor = 50);
CLUSTER devices USING devices_pkey;
ALTER TABLE tags SET (fillfactor = 50);
CLUSTER tags USING tags_pkey;
