import { Anchor, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  defaultUnit,
  deviceDisplayName,
  formatBattery,
  formatBatteryDelta,
  formatCoordinates,
  formatDateTime,
  formatSiteTime,
  formatPercentSolar,
  isRebootWarning,
  primaryTagCode,
  relativeTime,
  sensorKindLabel,
} from '@fieldwatch/domain';
import { CoordinatesButton } from './CoordinatesButton';
import type { DeviceColumn } from './deviceColumn';
import type { TableDevice } from './tableDevice';

/** The column catalogue the table variants pick from (spec 1 §2 "Table variants", §9 number formats). */

const kindCode = (d: TableDevice): string | null => primaryTagCode(d);

export const ID: DeviceColumn = {
  key: 'id',
  header: 'ID',
  value: (d) => d.id,
  render: (d) => (
    <Anchor component={Link} to={`/devices/${d.id}`} fz="sm">
      {d.id}
    </Anchor>
  ),
};
export const NAME: DeviceColumn = {
  key: 'name',
  header: 'Name',
  value: (d) => deviceDisplayName({ id: d.id, name: d.name ?? null }),
};
export const PATH: DeviceColumn = { key: 'path', header: 'Path', value: (d) => d.path };
export const COMPANY: DeviceColumn = { key: 'companyID', header: 'Company', value: (d) => d.company?.name };
export const KIND: DeviceColumn = {
  key: 'kind',
  header: 'Sensor',
  value: (d) => {
    const code = kindCode(d);
    return code === null ? 'na' : sensorKindLabel(code);
  },
};
export const BATTERY: DeviceColumn = {
  key: 'batteryLevel',
  header: 'Battery',
  value: (d) => d.batteryLevel,
  render: (d) => formatBattery(d.batteryLevel),
  align: 'right',
};
export const PERCENT_SOLAR: DeviceColumn = {
  key: 'percentSolar',
  header: 'Solar %',
  value: (d) => d.percentSolar,
  render: (d) => formatPercentSolar(d.percentSolar),
  align: 'right',
};
export const BATTERY_DELTA: DeviceColumn = {
  key: 'batteryDelta',
  header: 'Battery Delta',
  value: (d) => d.batteryDelta,
  render: (d) => formatBatteryDelta(d.batteryDelta),
  align: 'right',
};
export const POWER: DeviceColumn = {
  key: 'solarPowered',
  header: 'Power',
  value: (d) => (d.solarPowered == null ? null : d.solarPowered ? 'Solar' : 'Battery pack'),
};
/**
 * A device's time as its device pages and e-mails print it: in the device's site zone, the zone named when the
 * viewer's clock differs, so a list reads the same from Chicago and Tokyo. The viewer's clock only for a list that did
 * not select the zone.
 */
function deviceTime(d: TableDevice, epochSeconds: number | null | undefined): string {
  return d.timeZone ? formatSiteTime(epochSeconds, d.timeZone) : formatDateTime(epochSeconds);
}

export const LAST_MESSAGE: DeviceColumn = {
  key: 'lastTimeMessageReceived',
  header: 'Last Message',
  value: (d) => d.lastTimeMessageReceived,
  render: (d, ctx) =>
    d.lastTimeMessageReceived == null ? (
      'Never'
    ) : (
      <span title={deviceTime(d, d.lastTimeMessageReceived)}>{relativeTime(ctx.now - d.lastTimeMessageReceived)}</span>
    ),
};

// Super users' extra columns (spec 1 §6)
export const SIGNAL: DeviceColumn = { key: 'signalStrength', header: 'Signal', value: (d) => d.signalStrength, align: 'right' };
export const MODEM: DeviceColumn = { key: 'modemType', header: 'Modem', value: (d) => d.modemType };
export const SIM: DeviceColumn = { key: 'simNumber', header: 'SIM Number', value: (d) => d.simNumber };
export const BOARD: DeviceColumn = { key: 'boardRev', header: 'Board', value: (d) => d.boardRev };

// Everyone else's columns in their place (spec 1 §6)
export const UA_ID: DeviceColumn = { key: 'userAssignedID', header: 'UA ID', value: (d) => d.userAssignedID };
export const COORDINATES: DeviceColumn = {
  key: 'coordinates',
  header: 'Coordinates',
  value: (d) => formatCoordinates(d.latitude, d.longitude),
  render: (d, ctx) => <CoordinatesButton device={d} onOpen={ctx.openMap} />,
};
export const UNITS: DeviceColumn = {
  key: 'displayUnits',
  header: 'Units',
  value: (d) => {
    // the unit the Last Reading beside it is in: the card's (a gas flow's MCF/D, a device's unit override)
    if (d.latestReadingShown) return d.latestReadingShown.unit || null;
    if (d.displayUnits) return d.displayUnits;
    const code = kindCode(d);
    return code === null ? null : defaultUnit(code).unit || null;
  },
};
export const LAST_READING: DeviceColumn = {
  key: 'latestReading',
  header: 'Last Reading',
  // as the device's card shows it (calibrated, in the shown unit: the server's one computation); readings carry
  // sensor noise in their last digits, and two decimals is what a gauge shows too
  value: (d) => {
    const shown = d.latestReadingShown ? d.latestReadingShown.value : d.latestReading;
    return shown == null ? null : Math.round(shown * 100) / 100;
  },
  align: 'right',
};

// Reboot log
export const REBOOT_TIME: DeviceColumn = {
  key: 'time',
  header: 'Last Reboot',
  value: (d) => d.time,
  render: (d) => deviceTime(d, d.time),
};
export const GPS_TIME: DeviceColumn = {
  key: 'gps_time',
  header: 'GPS Time',
  value: (d) => d.gps_time,
  render: (d) => deviceTime(d, d.gps_time),
};
export const REBOOT_COUNT: DeviceColumn = {
  key: 'count',
  header: 'Count',
  value: (d) => d.count,
  render: (d) => (
    <Text
      span
      fz="sm"
      fw={isRebootWarning(d.count) ? 700 : undefined}
      c={isRebootWarning(d.count) ? 'var(--fw-danger-fg)' : undefined}
      data-reboot-warning={isRebootWarning(d.count) || undefined}
    >
      {d.count ?? ''}
    </Text>
  ),
  align: 'right',
};

// Cellular view: which networks the modem can use
const flag = (key: string, header: string, read: (d: TableDevice) => boolean | null | undefined): DeviceColumn => ({
  key,
  header,
  value: (d) => (read(d) ? 1 : 0),
  render: (d) =>
    read(d) ? <IconCheck size={16} color="var(--mantine-color-green-7)" aria-label="yes" style={{ verticalAlign: 'middle' }} /> : null,
  align: 'center',
});
export const TMOBILE = flag('tmobile', 'T-Mobile', (d) => d.tmobileOp);
export const VERIZON = flag('verizon', 'Verizon', (d) => d.verizonOp);
export const ATT = flag('att', 'AT&T', (d) => d.attOp);
export const UNKNOWN_CARRIER = flag('unknown', 'Unknown', (d) => d.unknownOp);
export const CARRIER: DeviceColumn = { key: 'carrier', header: 'Carrier', value: (d) => d.carrier };

// SKU view
export const SKU: DeviceColumn = { key: 'sku', header: 'SKU', value: (d) => d.sku };
export const MODEL: DeviceColumn = { key: 'model', header: 'Model', value: (d) => d.model };
export const FIRMWARE: DeviceColumn = { key: 'firmwareVersion', header: 'Firmware', value: (d) => d.firmwareVersion, align: 'right' };
