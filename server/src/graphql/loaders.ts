import DataLoader from 'dataloader';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/connection';
import {
  companiesById,
  latestCalibrationsByTag,
  rulesByTag,
  tasksByDevice,
  userDataByTag,
  visibleDevicesById,
  visibleTagsByKey,
} from '../loaders/batchReads';
import type { GraphQLContext } from './context';
import { tagRowsLoader } from '../loaders/tagRowsLoader';
import { readDevicePageParts } from '../device/devicePageParts';
import { AppError } from '../errors/AppError';
import { alarmReasonsByTag } from '../alarms/alarmReasons';

/**
 * Batches per-request lookups so a list of N devices asks for their tags, rules, calibrations and tasks in one
 * query each, not N. Callers have already checked that the viewer may see the devices they load for, except for
 * `visibleTag` and `visibleDevice`, which ask the policy themselves (a graph link may name any device). The reads are
 * in loaders/batchReads.ts.
 */
export function createLoaders(db: Db, viewer: Viewer | null): GraphQLContext['loaders'] {
  return {
    company: new DataLoader((ids: readonly number[]) => companiesById(db, ids)),
    tagsOf: tagRowsLoader(db),
    rulesByTag: new DataLoader((keys: readonly string[]) => rulesByTag(db, keys)),
    // one read per device and request (the reader keeps what it read), so it is made here, once per request
    calibrationByTag: new DataLoader(latestCalibrationsByTag(db)),
    alarmReasonByTag: new DataLoader((keys: readonly string[]) => alarmReasonsByTag(db, keys)),
    tasksByDevice: new DataLoader((ids: readonly number[]) => tasksByDevice(db, ids)),
    userDataByTag: new DataLoader((keys: readonly string[]) => userDataByTag(db, keys)),
    visibleTag: new DataLoader((keys: readonly string[]) => visibleTagsByKey(db, viewer, keys)),
    visibleDevice: new DataLoader((ids: readonly number[]) => visibleDevicesById(db, viewer, ids)),
    // asked only by fields of a device the policy let through, so a viewer is there
    devicePageParts: new DataLoader((ids: readonly number[]) =>
      viewer ? readDevicePageParts(db, viewer, ids) : Promise.reject(new AppError('UNAUTHENTICATED')),
    ),
  };
}
