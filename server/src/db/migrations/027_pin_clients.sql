-- PIN sign-in limits (docs/security.md "Signing in"). A PIN is bound to the browser that asked for it: requestPin
-- sets an HttpOnly cookie and keeps its hash here, and login accepts the PIN only with that cookie, so a stranger can
-- neither guess another browser's PIN nor spend its tries. Requests are counted per account (the user, whichever of
-- e-mail or phone was typed; an unknown contact counts alone), per client, per address and overall.
ALTER TABLE pin_requests ADD COLUMN client_hash text;
ALTER TABLE pin_requests ADD COLUMN ip text;
ALTER TABLE pin_requests ADD COLUMN account_key text;
-- whether the asking browser had signed in to this account before: such a browser is never limited by strangers
ALTER TABLE pin_requests ADD COLUMN known_client boolean NOT NULL DEFAULT false;
UPDATE pin_requests SET account_key = COALESCE('user:' || user_id, 'contact:' || identifier);
CREATE INDEX pin_requests_account_idx ON pin_requests (account_key, created_at);
CREATE INDEX pin_requests_ip_idx ON pin_requests (ip, created_at) WHERE NOT known_client;
CREATE INDEX pin_requests_created_idx ON pin_requests (created_at) WHERE NOT known_client;

-- browsers that signed in to an account with a PIN (by the hash of their sign-in cookie)
CREATE TABLE pin_known_clients (
  user_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_hash   text NOT NULL,
  last_login_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, client_hash)
);
