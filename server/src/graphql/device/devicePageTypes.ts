import { builder } from '../builder';
import { epochSeconds } from '../../util/epochSeconds';

export interface DeviceSettingShape {
  key: string;
  desired_value: string | null;
  desired_time: Date | null;
  reported_value: string | null;
  reported_time: Date | null;
}

export const DeviceSettingType = builder.objectRef<DeviceSettingShape>('DeviceSetting').implement({
  description: 'A remotely managed setting: what the server wants and what the device reported it applied.',
  fields: (t) => ({
    key: t.exposeString('key'),
    desiredValue: t.exposeString('desired_value', { nullable: true }),
    reportedValue: t.exposeString('reported_value', { nullable: true }),
    desiredTime: t.float({ nullable: true, description: 'Epoch seconds.', resolve: (s) => epochSeconds(s.desired_time) }),
    reportedTime: t.float({ nullable: true, description: 'Epoch seconds.', resolve: (s) => epochSeconds(s.reported_time) }),
  }),
});

export const DeviceEventType = builder.objectRef<{ time: Date; flag: number }>('DeviceEvent').implement({
  fields: (t) => ({
    time: t.float({ description: 'Epoch seconds.', resolve: (e) => epochSeconds(e.time) ?? 0 }),
    flag: t.exposeInt('flag'),
  }),
});

export const StatusLogEntryType = builder.objectRef<{ time: Date; status: number }>('StatusLogEntry').implement({
  fields: (t) => ({
    time: t.float({ description: 'Epoch seconds.', resolve: (e) => epochSeconds(e.time) ?? 0 }),
    status: t.exposeInt('status'),
  }),
});

export const LatestStatusType = builder.objectRef<{ status: number | null }>('LatestStatus').implement({
  fields: (t) => ({ status: t.exposeInt('status', { nullable: true }) }),
});

export const LogCommentType = builder.objectRef<{ time: Date; comment: string }>('LogComment').implement({
  fields: (t) => ({
    time: t.float({ description: 'Epoch seconds.', resolve: (e) => epochSeconds(e.time) ?? 0 }),
    comment: t.exposeString('comment'),
  }),
});

export const DeviceGroupType = builder.objectRef<{ id: number; name: string | null }>('DeviceGroup').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name', { nullable: true }) }),
});

export const DeviceGpsType = builder.objectRef<{ latitude: number | null; longitude: number | null }>('DeviceGps').implement({
  fields: (t) => ({
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
  }),
});

import type { ViewerDeviceAbilities } from '../../device/viewerAbilities';
export type { ViewerDeviceAbilities } from '../../device/viewerAbilities';

export const ViewerDeviceAbilitiesType = builder.objectRef<ViewerDeviceAbilities>('ViewerDeviceAbilities').implement({
  description: "What the signed-in user may do on this device's page (spec 2 §6), per-user grants included.",
  fields: (t) => ({
    rename: t.exposeBoolean('rename'),
    editInfo: t.exposeBoolean('editInfo'),
    superUser: t.exposeBoolean('superUser'),
    settings: t.exposeBoolean('settings'),
    signatures: t.exposeBoolean('signatures'),
    sensorType: t.exposeBoolean('sensorType'),
    clearFota: t.exposeBoolean('clearFota'),
    control2: t.exposeBoolean('control2'),
    messageLog: t.exposeBoolean('messageLog'),
  }),
});
