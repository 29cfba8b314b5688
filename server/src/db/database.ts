import type * as core from './schema';
import type * as tags from './schemaTags';
import type * as ops from './schemaOps';
import type * as account from './schemaAccount';
import type * as ingest from './schemaIngest';
// migration 016: admin columns merged into the core row types
import type {} from './schemaAdmin';
import type * as calibration from './schemaCalibration';

/** The whole database as Kysely sees it. */
export interface Database {
  companies: core.CompaniesTable;
  users: core.UsersTable;
  user_sessions: core.UserSessionsTable;
  user_company_access: core.UserCompanyAccessTable;
  groups: core.GroupsTable;
  group_users: core.GroupUsersTable;
  group_devices: core.GroupDevicesTable;
  devices: core.DevicesTable;
  user_device_grants: core.UserDeviceGrantsTable;
  device_status_log: core.DeviceStatusLogTable;
  log_comments: core.LogCommentsTable;
  comments: core.CommentsTable;
  events: core.EventsTable;
  device_settings: core.DeviceSettingsTable;
  tasks: core.TasksTable;
  tags: tags.TagsTable;
  readings: tags.ReadingsTable;
  reading_days: tags.ReadingDaysTable;
  readings_hourly: tags.RollupTable;
  readings_daily: tags.RollupTable;
  calibrations: tags.CalibrationsTable;
  user_data: tags.UserDataTable;
  alarm_rules: ops.AlarmRulesTable;
  alarm_actions: ops.AlarmActionsTable;
  alarm_log: ops.AlarmLogTable;
  notification_outbox: ops.NotificationOutboxTable;
  notices: ops.NoticesTable;
  pin_requests: ops.PinRequestsTable;
  pin_known_clients: ops.PinKnownClientsTable;
  api_keys: ops.ApiKeysTable;
  user_activity: ops.UserActivityTable;
  audit_log: ops.AuditLogTable;
  firmware_images: ops.FirmwareImagesTable;
  default_images: ops.DefaultImagesTable;
  signature_mappings: ops.SignatureMappingsTable;
  manufacturers: ops.ManufacturersTable;
  skus: ops.SkusTable;
  purchase_orders: ops.PurchaseOrdersTable;
  purchase_order_items: ops.PurchaseOrderItemsTable;
  message_log: ops.MessageLogTable;
  ingest_refusals: ops.IngestRefusalsTable;
  server_secrets: ops.ServerSecretsTable;
  tardy_hidden_paths: ops.TardyHiddenPathsTable;
  device_claim_attempts: account.DeviceClaimAttemptsTable;
  settings_delivery: ingest.SettingsDeliveryTable;
  tank_names: calibration.TankNamesTable;
  tag_rule_bounds: calibration.TagRuleBoundsTable;
}
