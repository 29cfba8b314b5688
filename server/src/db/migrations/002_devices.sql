-- Devices and everything attached to one device (spec 1 §3, spec 2 §3, spec 3 §3, DESIGN.md §4).
CREATE TABLE devices (
  id                 bigint PRIMARY KEY CHECK (id > 0),
  company_id         integer REFERENCES companies(id) ON DELETE SET NULL,
  name               text,
  path               text CHECK (path IS NULL OR path LIKE '/%'),
  device_type        integer,
  model              text,
  manufacturer_code  text NOT NULL DEFAULT 'sf',
  po                 integer,
  sku                text,
  is_active          boolean NOT NULL DEFAULT true,
  in_service         boolean NOT NULL DEFAULT true,
  -- install PIN, used to claim the device in Add Device
  pin                text NOT NULL,
  -- transport secret (at least 128 bits), stored as a SHA-256 hash; the device holds the secret itself
  secret_hash        text NOT NULL,
  has_turned_on      boolean NOT NULL DEFAULT false,
  first_message_at   timestamptz,
  last_time_message_received timestamptz,
  latest_reading     double precision,
  battery_level      double precision,
  solar_powered      boolean NOT NULL DEFAULT true,
  display_units      text,
  default_tag        text,
  default_tag_scale  double precision,
  icon_fluid         text,
  latitude           double precision,
  longitude          double precision,
  sim_number         text,
  board_rev          text,
  firmware_version   integer,
  modem_type         text,
  signal_strength    integer,
  percent_solar      integer,
  battery_delta      integer,
  carrier            text,
  tmobile_op         boolean NOT NULL DEFAULT false,
  verizon_op         boolean NOT NULL DEFAULT false,
  att_op             boolean NOT NULL DEFAULT false,
  unknown_op         boolean NOT NULL DEFAULT false,
  sensor_subtype1    integer,
  sensor_subtype2    integer,
  reboot_time        timestamptz,
  reboot_gps_time    timestamptz,
  reboot_count       integer NOT NULL DEFAULT 0,
  time_offset        integer,
  accounting_code    text,
  api_number         text,
  user_assigned_id   text,
  description        text,
  address            jsonb,
  replacement_id     bigint REFERENCES devices(id) ON DELETE SET NULL,
  slowdown_voltage4  double precision,
  hibernation_voltage double precision,
  -- latest lifecycle status code (spec 2 §3); history in device_status_log
  status             integer,
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX devices_company_path_idx ON devices (company_id, path, name);
CREATE INDEX devices_last_message_idx ON devices (last_time_message_received);
CREATE INDEX devices_po_idx ON devices (po);

CREATE TABLE group_devices (
  group_id  integer NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  device_id bigint NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, device_id)
);
CREATE INDEX group_devices_device_idx ON group_devices (device_id);

-- per-user abilities on devices that the spec ties to hard-coded ids: message log access, Clear Fota, control_2
CREATE TABLE user_device_grants (
  user_id   integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  grant_name text NOT NULL CHECK (grant_name IN ('message_log', 'clear_fota', 'control_2')),
  -- null: every device the user can see
  device_id bigint REFERENCES devices(id) ON DELETE CASCADE,
  UNIQUE NULLS NOT DISTINCT (user_id, grant_name, device_id)
);

CREATE TABLE device_status_log (
  id        bigserial PRIMARY KEY,
  device_id bigint NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  time      timestamptz NOT NULL DEFAULT now(),
  status    integer NOT NULL CHECK (status BETWEEN 1 AND 17),
  user_id   integer REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX device_status_log_device_idx ON device_status_log (device_id, time);

CREATE TABLE log_comments (
  id        bigserial PRIMARY KEY,
  device_id bigint NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  time      timestamptz NOT NULL DEFAULT now(),
  comment   text NOT NULL,
  user_id   integer REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX log_comments_device_idx ON log_comments (device_id, time);

-- graph annotations (spec 2 addComment: deviceID, time, comment)
CREATE TABLE comments (
  id        bigserial PRIMARY KEY,
  device_id bigint NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  time      timestamptz NOT NULL,
  comment   text NOT NULL,
  user_id   integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_device_idx ON comments (device_id, time);

-- device event flags (spec 3 §3 event table)
CREATE TABLE events (
  id          bigserial PRIMARY KEY,
  device_id   bigint NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  time        timestamptz NOT NULL,
  flag        integer NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_device_idx ON events (device_id, time);
CREATE UNIQUE INDEX events_dedup_idx ON events (device_id, time, flag);

-- remotely managed settings: what the server wants and what the device says it applied (DESIGN.md §4)
CREATE TABLE device_settings (
  device_id      bigint NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  key            text NOT NULL,
  desired_value  text,
  desired_time   timestamptz,
  reported_value text,
  reported_time  timestamptz,
  PRIMARY KEY (device_id, key)
);

CREATE TABLE tasks (
  id          serial PRIMARY KEY,
  device_id   bigint NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  priority    integer NOT NULL DEFAULT 0,
  is_complete boolean NOT NULL DEFAULT false,
  notes       text,
  type        text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tasks_device_idx ON tasks (device_id);
