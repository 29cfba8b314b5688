-- Server-side sessions (docs/security.md "Sessions"): every session token names one of these rows (`sid`), and a
-- request is served only while its row is neither revoked nor expired. Logout revokes the row; "Sign out everywhere",
-- a role change, a contact change and deletion revoke a user's rows. The row's expiry moves with each renewal.
CREATE TABLE user_sessions (
  id          text PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX user_sessions_user_idx ON user_sessions (user_id) WHERE revoked_at IS NULL;
