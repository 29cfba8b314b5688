import type DataLoader from 'dataloader';
import type { Viewer } from '../auth/viewer';
import type { SignInClient } from '../auth/signInClient';
import type { Services } from '../services';
import type { CalibrationRow, CompanyRow, DeviceRow, RuleRow, TagRow, TaskRow } from '../db/rows';
import type { UserDataShape } from '../tag/annotations';
import type { TagRowsOf } from '../loaders/tagRowsLoader';
import type { DevicePageParts } from '../device/devicePageParts';
import type { AlarmReason } from '@fieldwatch/domain';

/** Per-request GraphQL context. `viewer` is null for a request without (valid) credentials. */
export interface GraphQLContext {
  services: Services;
  viewer: Viewer | null;
  /** Set when credentials were sent but are not valid: resolvers then answer UNAUTHENTICATED. */
  authFailed: boolean;
  ip: string | null;
  /** The browser's sign-in cookie, which PINs are bound to (requestPin sets it, login needs it). */
  signInClient: SignInClient;
  loaders: {
    company: DataLoader<number, CompanyRow | null>;
    /** a device's tags with at least these columns (graphql/types/tagSelection.ts; null: whole rows) */
    tagsOf: TagRowsOf;
    /** keyed `${deviceId}:${tag}` */
    rulesByTag: DataLoader<string, RuleRow[]>;
    /** the newest calibration, keyed `${deviceId}:${tag}` */
    calibrationByTag: DataLoader<string, CalibrationRow | null>;
    /** why a tag is in alarm (alarms/alarmReasons.ts), keyed `${deviceId}:${tag}`; null at norm */
    alarmReasonByTag: DataLoader<string, AlarmReason | null>;
    tasksByDevice: DataLoader<number, TaskRow[]>;
    /** hand-entered readings, oldest first, keyed `${deviceId}:${tag}` */
    userDataByTag: DataLoader<string, UserDataShape[]>;
    /** a tag row keyed `${deviceId}:${tag}`, null when the viewer may not see its device */
    visibleTag: DataLoader<string, TagRow | null>;
    /** a device row, null when it does not exist or the viewer may not see it */
    visibleDevice: DataLoader<number, DeviceRow | null>;
    /** the device page's events, settings, lifecycle log, comments, groups and the viewer's grants, in one read */
    devicePageParts: DataLoader<number, DevicePageParts>;
  };
}
