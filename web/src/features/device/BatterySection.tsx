import { Paper, Stack, Title } from '@mantine/core';
import { Field } from './Field';
import type { PageDevice } from './graphql/deviceRe';
import { useSiteTime } from '../../app/time/siteTime';

const volts = (v: number | null | undefined) => (v === null || v === undefined ? '' : `${v.toFixed(2)} V`);

/** Battery: the voltage stream's latest value and the device's power thresholds. */
export function BatterySection({ device }: { device: PageDevice }) {
  const siteTime = useSiteTime();
  const voltage = device.voltage?.value ?? device.batteryLevel;
  return (
    <Paper withBorder p="md" component="section" aria-label="Battery">
      <Title order={2} size="h3" mb="sm">
        Battery
      </Title>
      <Stack gap={4}>
        <Field label="Voltage">{volts(voltage)}</Field>
        <Field label="Last Reading">{siteTime(device.voltage?.time ?? device.lastTimeMessageReceived)}</Field>
        <Field label="Solar Powered">{device.solarPowered ? 'Yes' : 'No'}</Field>
        {device.percentSolar !== null && <Field label="Solar">{(device.percentSolar / 10).toFixed(1)}%</Field>}
        {device.slowdownVoltage4 !== null && <Field label="Slowdown Voltage">{volts(device.slowdownVoltage4)}</Field>}
        {device.hibernationVoltage !== null && <Field label="Hibernation Voltage">{volts(device.hibernationVoltage)}</Field>}
        {device.signalStrength !== null && <Field label="Signal (CSQ)">{device.signalStrength}</Field>}
        {device.carrier && <Field label="Carrier">{device.carrier}</Field>}
      </Stack>
    </Paper>
  );
}
