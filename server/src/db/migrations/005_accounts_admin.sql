-- Sign-in, API keys, activity, audit, and the provider's admin data (spec 2 §7 Account; spec 3 §3).
-- One row per PIN request, for known and unknown accounts alike, so that limits and answers never reveal
-- whether an account exists.
CREATE TABLE pin_requests (
  id         bigserial PRIMARY KEY,
  -- normalised phone digits or lower-case e-mail
  identifier text NOT NULL,
  user_id    integer REFERENCES users(id) ON DELETE CASCADE,
  channel    text NOT NULL CHECK (channel IN ('sms', 'email')),
  pin_hash   text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  attempts   integer NOT NULL DEFAULT 0,
  used_at    timestamptz
);
CREATE INDEX pin_requests_identifier_idx ON pin_requests (identifier, created_at);

CREATE TABLE api_keys (
  id         serial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- the part shown in lists; the whole key is shown once at creation
  prefix     text NOT NULL UNIQUE,
  key_hash   text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_user_idx ON api_keys (user_id);

-- minutes of use per user, day and client kind (spec 1 "User activity")
CREATE TABLE user_activity (
  user_id  integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day      date NOT NULL,
  client   text NOT NULL CHECK (client IN ('mobile', 'desktop', 'api')),
  minutes  integer NOT NULL DEFAULT 0,
  last_seen timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day, client)
);

CREATE TABLE audit_log (
  id           bigserial PRIMARY KEY,
  time         timestamptz NOT NULL DEFAULT now(),
  actor_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  -- the user acted as (login-as), else the actor
  as_user_id   integer REFERENCES users(id) ON DELETE SET NULL,
  action       text NOT NULL,
  target_type  text,
  target_id    text,
  detail       jsonb,
  ip           text
);
CREATE INDEX audit_log_time_idx ON audit_log (time);

CREATE TABLE firmware_images (
  id         serial PRIMARY KEY,
  name       text NOT NULL,
  crc_id     text NOT NULL UNIQUE,
  image_type text NOT NULL CHECK (image_type IN ('application', 'relocate', 'other')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE default_images (
  key   text PRIMARY KEY CHECK (key IN ('application_image', 'relocate_image')),
  value text NOT NULL
);

CREATE TABLE signature_mappings (
  relocate_image_crc_id text PRIMARY KEY,
  fota_image_crc_id     text NOT NULL CHECK (length(fota_image_crc_id) <= 8)
);

CREATE TABLE manufacturers (
  code  text PRIMARY KEY,
  label text NOT NULL
);

CREATE TABLE skus (
  sku   text PRIMARY KEY,
  description text
);

CREATE TABLE purchase_orders (
  id         serial PRIMARY KEY,
  po         integer UNIQUE,
  sku        text NOT NULL DEFAULT 'test1',
  manufacturer_code text NOT NULL DEFAULT 'sf' REFERENCES manufacturers(code),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE purchase_order_items (
  purchase_order_id integer NOT NULL REFERENCES purchase_orders(id) ON DELETE CASCADE,
  model       text NOT NULL,
  device_type integer NOT NULL,
  quantity    integer NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  PRIMARY KEY (purchase_order_id, model)
);

-- every message a device sent, as received (spec 3 "Message log")
CREATE TABLE message_log (
  id           bigserial PRIMARY KEY,
  device_id    bigint NOT NULL,
  time         timestamptz NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT now(),
  message_type text NOT NULL CHECK (message_type IN ('data', 'event', 'health', 'gps', 'overflow')),
  data         jsonb NOT NULL
);
CREATE INDEX message_log_device_idx ON message_log (device_id, time);

-- secrets shared by every server process on this database (JWT signing key)
CREATE TABLE server_secrets (
  name  text PRIMARY KEY,
  value text NOT NULL
);
