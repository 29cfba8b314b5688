import { Table } from '@mantine/core';
import { sensorApplicationLabel, settingPending } from '@fieldwatch/domain';
import type { DeviceSetting } from './graphql/deviceRe';
import { minutesText } from './settingsForm';
import type { FirmwareVersion } from './useFirmwareVersions';
import { useSiteTime } from '../../app/time/siteTime';

const LABELS: Record<string, string> = {
  interval_reading: 'Reading Interval (minutes)',
  interval_transmit: 'Transmit Interval (minutes)',
  control_1: 'Application Signature',
  control_2: 'Control 2',
  relocate_image_signature: 'Relocate Signature',
  sensor_application_type: 'Sensor Application Type',
};

export function settingLabel(key: string): string {
  return LABELS[key] ?? key;
}

function shown(key: string, value: string | null, firmware: FirmwareVersion[]): string {
  if (value === null) return '';
  if (key === 'interval_reading' || key === 'interval_transmit') return minutesText(value);
  if (key === 'sensor_application_type') return sensorApplicationLabel(value);
  if (key === 'control_1' || key === 'relocate_image_signature') {
    const image = firmware.find((f) => f.crc_id === value);
    return image ? `${image.name} (${value})` : value;
  }
  return value;
}

/** The read-only settings table: desired and reported values with their times; a pending row is marked. */
export function SettingsTable({ settings, firmware }: { settings: DeviceSetting[]; firmware: FirmwareVersion[] }) {
  const siteTime = useSiteTime();
  return (
    <Table striped withTableBorder aria-label="Device settings">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Setting</Table.Th>
          <Table.Th>Desired</Table.Th>
          <Table.Th>Reported</Table.Th>
          <Table.Th>Desired At</Table.Th>
          <Table.Th>Reported At</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {settings.map((s) => (
          <Table.Tr key={s.key} data-key={s.key} data-pending={settingPending(s) || undefined} c={settingPending(s) ? 'orange' : undefined}>
            <Table.Td>{settingLabel(s.key)}</Table.Td>
            <Table.Td>{shown(s.key, s.desiredValue, firmware)}</Table.Td>
            <Table.Td>{shown(s.key, s.reportedValue, firmware)}</Table.Td>
            <Table.Td>{siteTime(s.desiredTime)}</Table.Td>
            <Table.Td>{siteTime(s.reportedTime)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
