-- Compacted raw readings: one row per device, tag and UTC day holding that day's readings as parallel arrays sorted
-- by time, without duplicates. A row of `readings` costs about 110 bytes (24-byte tuple header, MAXALIGN, line pointer
-- and a primary-key entry per reading); a day row shares that overhead among all of the day's readings, which then
-- cost their 8-byte time, 8-byte value and (when the day has any) 8-byte temperature, compressed by TOAST when large.
-- Recent readings stay in `readings` (ingest writes there unchanged); the compaction job (server/src/db/compaction/)
-- moves whole days older than the hot window here.
CREATE TABLE reading_days (
  device_id bigint NOT NULL,
  tag       text NOT NULL,
  -- midnight UTC of the day
  day       timestamptz NOT NULL,
  -- microseconds since `day` (exact: PostgreSQL keeps microseconds), ascending
  times     bigint[] NOT NULL,
  vals      double precision[] NOT NULL,
  -- NULL when no reading of the day has a temperature; else one element per reading (NULL where it has none)
  temps     double precision[],
  PRIMARY KEY (device_id, tag, day)
);

-- THE reader of raw readings: every consumer reads one stream's readings through this function, so hot and
-- compacted rows are seen alike. Bounds are inclusive; pass '-infinity' / 'infinity' for an open side. A plain SQL
-- function of one SELECT is inlined into the calling query by the planner, so predicates, ORDER BY and LIMIT of the
-- caller apply as if the two tables were written out there (the hot branch keeps its primary-key index scan).
CREATE FUNCTION readings_between(p_device bigint, p_tag text, p_from timestamptz, p_to timestamptz)
RETURNS TABLE ("time" timestamptz, value double precision, temp double precision)
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT r.time, r.value, r.temp FROM readings r
   WHERE r.device_id = p_device AND r.tag = p_tag AND r.time >= p_from AND r.time <= p_to
  UNION ALL
  SELECT x.time, x.value, x.temp
    FROM reading_days d
   CROSS JOIN LATERAL (
     SELECT d.day + u.us * INTERVAL '1 microsecond' AS time, u.v AS value, u.t AS temp
       FROM unnest(d.times, d.vals, d.temps) AS u(us, v, t)) x
   WHERE d.device_id = p_device AND d.tag = p_tag
     AND d.day <= p_to AND d.day > p_from - INTERVAL '1 day'
     AND x.time >= p_from AND x.time <= p_to
$$;
