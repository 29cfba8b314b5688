-- Companies, people, groups and the privileged-user allow-lists (spec 1 §3, §6; spec 3 §3, §6).
CREATE TABLE companies (
  id            serial PRIMARY KEY,
  name          text NOT NULL CHECK (length(trim(name)) > 0),
  is_active     boolean NOT NULL DEFAULT true,
  is_billed     boolean NOT NULL DEFAULT false,
  is_taxed      boolean NOT NULL DEFAULT false,
  -- invoice inputs (spec 3 "Generate Invoice"): price per device-month and tax rate kept per company
  price_per_device numeric(10,2) NOT NULL DEFAULT 0,
  tax_rate      numeric(6,4) NOT NULL DEFAULT 0,
  -- the provider's own company: its devices are hidden from the Tardy list (spec 1 §6)
  is_internal   boolean NOT NULL DEFAULT false,
  -- the spec's "one specific company" whose recently seen devices are hidden from Tardy when after < 48 h
  hide_recent_from_tardy boolean NOT NULL DEFAULT false,
  is_demo       boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id            serial PRIMARY KEY,
  company_id    integer REFERENCES companies(id) ON DELETE SET NULL,
  first_name    text NOT NULL DEFAULT '',
  last_name     text NOT NULL DEFAULT '',
  email         text,
  phone_number  text,
  country_code  text NOT NULL DEFAULT '+1',
  is_super_user boolean NOT NULL DEFAULT false,
  is_manager    boolean NOT NULL DEFAULT false,
  can_edit      boolean NOT NULL DEFAULT false,
  is_demo       boolean NOT NULL DEFAULT false,
  -- replaces the spec's hard-coded list of five user ids (directory, company change, alarm checker)
  is_privileged boolean NOT NULL DEFAULT false,
  -- the spec's quirk: for some privileged users the company-list filter returns the whole list
  company_list_unfiltered boolean NOT NULL DEFAULT false,
  view_inactive_companies boolean NOT NULL DEFAULT false,
  subscription  boolean NOT NULL DEFAULT true,
  unsubscribe_token text NOT NULL UNIQUE DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  permissions   text[] NOT NULL DEFAULT '{}',
  notification_settings jsonb NOT NULL DEFAULT
    '{"startup":false,"shutdown":false,"failure":false,"slowdown":false,"tardy":true,"hibernating":false}',
  latest_activity timestamptz,
  -- bumped to revoke every session of the user at once
  token_version integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  deleted_at    timestamptz,
  CHECK (email IS NOT NULL OR phone_number IS NOT NULL OR is_demo)
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE deleted_at IS NULL AND email IS NOT NULL;
CREATE UNIQUE INDEX users_phone_key ON users (country_code, phone_number) WHERE deleted_at IS NULL AND phone_number IS NOT NULL;
CREATE INDEX users_company_idx ON users (company_id);

-- per-user company allow-lists of privileged users (spec 3 §2: lists of 14, 13 and 6 ids)
CREATE TABLE user_company_access (
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, company_id)
);

CREATE TABLE groups (
  id         serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name       text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX groups_company_idx ON groups (company_id);

CREATE TABLE group_users (
  group_id integer NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  user_id  integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX group_users_user_idx ON group_users (user_id);
