import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Row types of the migrations in ./migrations, for Kysely. int8 and numeric are parsed as numbers (db/connection.ts). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

interface NotificationSettings {
  startup: boolean;
  shutdown: boolean;
  failure: boolean;
  slowdown: boolean;
  tardy: boolean;
  hibernating: boolean;
}

export interface GraphLink {
  deviceID: number;
  tag: string;
}

export interface AdditionalTag {
  tag: string;
  displayUnits: string | null;
  ymin: number | null;
  ymax: number | null;
}

interface Address {
  contactName?: string | null;
  street1?: string | null;
  street2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  is_active: Defaulted<boolean>;
  is_billed: Defaulted<boolean>;
  is_taxed: Defaulted<boolean>;
  price_per_device: Defaulted<number>;
  tax_rate: Defaulted<number>;
  is_internal: Defaulted<boolean>;
  hide_recent_from_tardy: Defaulted<boolean>;
  is_demo: Defaulted<boolean>;
  created_at: Generated<Date>;
  /** IANA zone of the company's sites; null: the server's DEFAULT_TIME_ZONE. */
  time_zone: string | null;
}

/** A server-side session a session token names (migration 026). */
export interface UserSessionsTable {
  id: string;
  user_id: number;
  created_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface UsersTable {
  id: Generated<number>;
  company_id: number | null;
  first_name: Defaulted<string>;
  last_name: Defaulted<string>;
  email: string | null;
  phone_number: string | null;
  country_code: Defaulted<string>;
  /** 'mobile' or 'landline' (domain PHONE_TYPES): only mobiles get texts. */
  phone_type: Defaulted<string>;
  is_super_user: Defaulted<boolean>;
  is_manager: Defaulted<boolean>;
  can_edit: Defaulted<boolean>;
  is_demo: Defaulted<boolean>;
  is_privileged: Defaulted<boolean>;
  company_list_unfiltered: Defaulted<boolean>;
  view_inactive_companies: Defaulted<boolean>;
  subscription: Defaulted<boolean>;
  unsubscribe_token: Generated<string>;
  permissions: Defaulted<string[]>;
  notification_settings: ColumnType<NotificationSettings, string | undefined, string>;
  latest_activity: Timestamp | null;
  token_version: Defaulted<number>;
  created_at: Generated<Date>;
  deleted_at: Timestamp | null;
}

export interface UserCompanyAccessTable {
  user_id: number;
  company_id: number;
}

export interface GroupsTable {
  id: Generated<number>;
  company_id: number;
  name: string | null;
  created_at: Generated<Date>;
}

export interface GroupUsersTable {
  group_id: number;
  user_id: number;
}

export interface GroupDevicesTable {
  group_id: number;
  device_id: number;
}

export interface DevicesTable {
  id: number;
  company_id: number | null;
  name: string | null;
  path: string | null;
  device_type: number | null;
  model: string | null;
  manufacturer_code: Defaulted<string>;
  po: number | null;
  sku: string | null;
  is_active: Defaulted<boolean>;
  in_service: Defaulted<boolean>;
  pin: string;
  secret_hash: string;
  has_turned_on: Defaulted<boolean>;
  first_message_at: Timestamp | null;
  last_time_message_received: Timestamp | null;
  latest_reading: number | null;
  battery_level: number | null;
  solar_powered: Defaulted<boolean>;
  display_units: string | null;
  default_tag: string | null;
  default_tag_scale: number | null;
  icon_fluid: string | null;
  latitude: number | null;
  longitude: number | null;
  sim_number: string | null;
  board_rev: string | null;
  firmware_version: number | null;
  modem_type: string | null;
  signal_strength: number | null;
  percent_solar: number | null;
  battery_delta: number | null;
  carrier: string | null;
  tmobile_op: Defaulted<boolean>;
  verizon_op: Defaulted<boolean>;
  att_op: Defaulted<boolean>;
  unknown_op: Defaulted<boolean>;
  sensor_subtype1: number | null;
  sensor_subtype2: number | null;
  reboot_time: Timestamp | null;
  reboot_gps_time: Timestamp | null;
  reboot_count: Defaulted<number>;
  time_offset: number | null;
  accounting_code: string | null;
  api_number: string | null;
  user_assigned_id: string | null;
  description: string | null;
  address: JSONColumnType<Address> | null;
  replacement_id: number | null;
  slowdown_voltage4: number | null;
  hibernation_voltage: number | null;
  status: number | null;
  created_at: Generated<Date>;
  last_health_at: Timestamp | null;
  tardy_notified_at: Timestamp | null;
}

export interface UserDeviceGrantsTable {
  user_id: number;
  grant_name: 'message_log' | 'clear_fota' | 'control_2';
  device_id: number | null;
}

export interface DeviceStatusLogTable {
  id: Generated<number>;
  device_id: number;
  time: Generated<Date>;
  status: number;
  user_id: number | null;
}

export interface LogCommentsTable {
  id: Generated<number>;
  device_id: number;
  time: Generated<Date>;
  comment: string;
  user_id: number | null;
}

export interface CommentsTable {
  id: Generated<number>;
  device_id: number;
  time: Timestamp;
  comment: string;
  user_id: number | null;
  created_at: Generated<Date>;
}

export interface EventsTable {
  id: Generated<number>;
  device_id: number;
  time: Timestamp;
  flag: number;
  received_at: Generated<Date>;
}

export interface DeviceSettingsTable {
  device_id: number;
  key: string;
  desired_value: string | null;
  desired_time: Timestamp | null;
  reported_value: string | null;
  reported_time: Timestamp | null;
}

export interface TasksTable {
  id: Generated<number>;
  device_id: number;
  priority: Defaulted<number>;
  is_complete: Defaulted<boolean>;
  notes: string | null;
  type: string | null;
  created_at: Generated<Date>;
}
