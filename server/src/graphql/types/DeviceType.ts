import { baseUnitOf, deviceTimeZone } from '@fieldwatch/domain';
import { capabilitiesOf } from '@fieldwatch/domain';
import type { DeviceRow } from '../../db/rows';
import { builder } from '../builder';
import type { TaskRow } from '../../db/rows';
import { CompanyType } from './CompanyType';
import { epochSeconds } from '../../util/epochSeconds';
import { tagColumnsFor } from './tagSelection';
import { TagType } from './TagType';

export type { DeviceRow } from '../../db/rows';

const TaskType = builder.objectRef<TaskRow>('Task').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    deviceID: t.exposeInt('device_id'),
    priority: t.exposeInt('priority'),
    isComplete: t.exposeBoolean('is_complete'),
    notes: t.exposeString('notes', { nullable: true }),
    type: t.exposeString('type', { nullable: true }),
  }),
});

const AddressType = builder.objectRef<NonNullable<DeviceRow['address']>>('Address').implement({
  fields: (t) => ({
    contactName: t.string({ nullable: true, resolve: (a) => a.contactName ?? null }),
    street1: t.string({ nullable: true, resolve: (a) => a.street1 ?? null }),
    street2: t.string({ nullable: true, resolve: (a) => a.street2 ?? null }),
    city: t.string({ nullable: true, resolve: (a) => a.city ?? null }),
    state: t.string({ nullable: true, resolve: (a) => a.state ?? null }),
    zip: t.string({ nullable: true, resolve: (a) => a.zip ?? null }),
  }),
});

/**
 * A device as lists and pages read it (spec 1 §3, spec 2 §3, spec 3 §3). Resolvers that return devices have
 * already filtered them through the policy; fields only super users may read (install PIN, SIM number) answer
 * null to everyone else.
 */
export const DeviceType = builder.objectRef<DeviceRow>('Device').implement({
  fields: (t) => {
    const superOnly =
      <K extends keyof DeviceRow>(key: K) =>
      (d: DeviceRow, _a: unknown, ctx: { viewer: Parameters<typeof capabilitiesOf>[0] | null }) =>
        ctx.viewer && capabilitiesOf(ctx.viewer).admin ? d[key] : null;
    return {
      id: t.exposeInt('id'),
      name: t.exposeString('name', { nullable: true }),
      path: t.exposeString('path', { nullable: true }),
      userAssignedID: t.exposeString('user_assigned_id', { nullable: true }),
      isActive: t.exposeBoolean('is_active'),
      inService: t.exposeBoolean('in_service'),
      hasTurnedOn: t.exposeBoolean('has_turned_on'),
      latitude: t.exposeFloat('latitude', { nullable: true }),
      longitude: t.exposeFloat('longitude', { nullable: true }),
      latestReading: t.exposeFloat('latest_reading', {
        nullable: true,
        description:
          "The newest reading of the device's default tag as stored: in that tag's base unit (latestReadingUnit), before calibration and display units.",
      }),
      latestReadingUnit: t.string({
        nullable: true,
        description: "The unit latestReading is in: the default tag's base unit (the gauge converts it to the display unit).",
        resolve: (d) => (d.default_tag ? baseUnitOf(d.default_tag) : null),
      }),
      lastTimeMessageReceived: t.float({
        nullable: true,
        description: 'Epoch seconds.',
        resolve: (d) => epochSeconds(d.last_time_message_received),
      }),
      batteryLevel: t.exposeFloat('battery_level', { nullable: true, description: 'Volts.' }),
      solarPowered: t.exposeBoolean('solar_powered'),
      displayUnits: t.exposeString('display_units', { nullable: true }),
      defaultTag: t.exposeString('default_tag', { nullable: true }),
      defaultTagScale: t.exposeFloat('default_tag_scale', { nullable: true }),
      iconFluid: t.exposeString('icon_fluid', { nullable: true }),
      companyID: t.exposeInt('company_id', { nullable: true }),
      company: t.field({
        type: CompanyType,
        nullable: true,
        resolve: (d, _a, ctx) => (d.company_id === null ? null : ctx.loaders.company.load(d.company_id)),
      }),
      deviceType: t.exposeInt('device_type', { nullable: true }),
      model: t.exposeString('model', { nullable: true }),
      po: t.exposeInt('po', { nullable: true }),
      sku: t.exposeString('sku', { nullable: true }),
      manufacturerCode: t.exposeString('manufacturer_code'),
      simNumber: t.string({ nullable: true, resolve: superOnly('sim_number') }),
      pin: t.string({ nullable: true, description: 'Install PIN (super users only).', resolve: superOnly('pin') }),
      boardRev: t.exposeString('board_rev', { nullable: true }),
      firmwareVersion: t.exposeInt('firmware_version', { nullable: true }),
      modemType: t.exposeString('modem_type', { nullable: true }),
      signalStrength: t.exposeInt('signal_strength', { nullable: true }),
      percentSolar: t.exposeInt('percent_solar', { nullable: true, description: 'Raw tenths of a percent.' }),
      batteryDelta: t.exposeInt('battery_delta', { nullable: true, description: 'Raw; divided by 1000 gives mV.' }),
      carrier: t.exposeString('carrier', { nullable: true }),
      tmobileOp: t.exposeBoolean('tmobile_op'),
      verizonOp: t.exposeBoolean('verizon_op'),
      attOp: t.exposeBoolean('att_op'),
      unknownOp: t.exposeBoolean('unknown_op'),
      sensorSubtype1: t.exposeInt('sensor_subtype1', { nullable: true }),
      sensorSubtype2: t.exposeInt('sensor_subtype2', { nullable: true }),
      time: t.float({
        nullable: true,
        description: 'Reboot log: epoch seconds of the last restart.',
        resolve: (d) => epochSeconds(d.reboot_time),
      }),
      gps_time: t.float({
        nullable: true,
        description: 'Reboot log: epoch seconds of the last GPS fix after a restart.',
        resolve: (d) => epochSeconds(d.reboot_gps_time),
      }),
      count: t.exposeInt('reboot_count', { description: 'Reboot log: restarts counted.' }),
      accountingCode: t.exposeString('accounting_code', { nullable: true }),
      apiNumber: t.exposeString('api_number', { nullable: true }),
      description: t.exposeString('description', { nullable: true }),
      address: t.field({ type: AddressType, nullable: true, resolve: (d) => d.address }),
      timeOffset: t.exposeInt('time_offset', {
        nullable: true,
        description: "The device's own UTC offset in minutes (east positive), overriding its company's zone.",
      }),
      timeZone: t.string({
        description: 'The zone its times are read in (report days, dates on its screens): timeOffset, else the company zone.',
        resolve: async (d, _a, ctx) => {
          const company = d.company_id === null ? null : await ctx.loaders.company.load(d.company_id);
          return deviceTimeZone(d.time_offset, company?.time_zone, ctx.services.config.defaultTimeZone);
        },
      }),
      replacementID: t.exposeInt('replacement_id', { nullable: true }),
      slowdownVoltage4: t.exposeFloat('slowdown_voltage4', { nullable: true }),
      hibernationVoltage: t.exposeFloat('hibernation_voltage', { nullable: true }),
      status: t.exposeInt('status', { nullable: true, description: 'Latest lifecycle status code.' }),
      tasks: t.field({ type: [TaskType], resolve: (d, _a, ctx) => ctx.loaders.tasksByDevice.load(d.id) }),
      tags: t.field({ type: [TagType], resolve: (d, _a, ctx, info) => ctx.loaders.tagsOf(d.id, tagColumnsFor(info)) }),
    };
  },
});
