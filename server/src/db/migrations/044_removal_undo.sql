-- What a removal took away, kept for its "Undo" (server/src/undo/). A removal writes its row in its own
-- transaction; the undo restores from it within UNDO_WINDOW_MS of removed_at (the database's clock), once, for the
-- same user (and the same signed-in actor behind a login-as). Rows are short-lived: each new removal deletes the
-- ones older than an hour, so the table stays a handful of rows.
CREATE TABLE removal_undo (
  id            bigserial PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  actor_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  action        text NOT NULL,
  device_id     bigint NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  tag           text,
  item          text,
  payload       jsonb NOT NULL,
  removed_at    timestamptz NOT NULL,
  undone_at     timestamptz
);

CREATE INDEX removal_undo_lookup ON removal_undo (user_id, action, device_id, removed_at DESC);
