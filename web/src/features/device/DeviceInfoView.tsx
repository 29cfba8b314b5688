import { useState } from 'react';
import { Anchor, Button, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DESCRIPTION_OPTIONS, formatFirmwareVersion, parseDescriptionOptions, sensorTreeText } from '@fieldwatch/domain';
import type { Me } from '../../app/auth/graphql/me';
import { Field } from './Field';
import type { PageDevice } from './graphql/deviceRe';
import { DEVICE_MODELS } from './deviceInfoForm';
import { DEVICE_TEXTS } from './texts';
import { BRAND } from '../../app/brand';

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/** The description options' dropdown outside edit mode: choosing one says where editing starts (spec 1). */
function StaticDescriptionOptions({ options }: { options: Record<string, string> }) {
  const [tried, setTried] = useState(false);
  return (
    <Stack gap={2} maw={360}>
      <Select
        label="Description"
        placeholder="Edit an option"
        size="xs"
        data={DESCRIPTION_OPTIONS.map((o) => ({ value: o.key, label: options[o.key] ? `${o.label}: ${options[o.key]}` : o.label }))}
        value={null}
        onChange={() => setTried(true)}
      />
      {tried && (
        <Text size="sm" c="orange" role="alert">
          {DEVICE_TEXTS.staticDropdownEdit}
        </Text>
      )}
    </Stack>
  );
}

/** Device Info in view mode: what the viewer's role may read (spec 2 §3, §6). */
export function DeviceInfoView({ device, me, onShowMap }: { device: PageDevice; me: Me; onShowMap: () => void }) {
  const a = device.viewerAbilities;
  const options = parseDescriptionOptions(device.description);
  const address = device.address
    ? [
        device.address.contactName,
        device.address.street1,
        device.address.street2,
        device.address.city,
        device.address.state,
        device.address.zip,
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  const model = DEVICE_MODELS.find((m) => Number(m.value) === device.deviceType)?.label ?? device.model ?? '';
  return (
    <Stack gap={4}>
      <Field label="Device ID">{device.id}</Field>
      <Field label="Name">{device.name ?? ''}</Field>
      <Field label="Path">{device.path ?? ''}</Field>
      <Field label="Company">{me.isDemo ? DEVICE_TEXTS.demoCompany : (device.company?.name ?? '')}</Field>
      <Field label="Active">{yesNo(device.isActive)}</Field>
      {a.superUser && <Field label="In Service">{yesNo(device.inService)}</Field>}
      <Field label="User Assigned ID">{device.userAssignedID ?? ''}</Field>
      <Field label="Accounting Code">{device.accountingCode ?? ''}</Field>
      <Field label="API Number">{device.apiNumber ?? ''}</Field>
      <Field label="Address">{address}</Field>
      {a.editInfo && <StaticDescriptionOptions options={options} />}
      {DESCRIPTION_OPTIONS.filter((o) => options[o.key]).map((o) => (
        <Field key={o.key} label={o.label}>
          {options[o.key]}
        </Field>
      ))}
      <Field label="Coordinates">
        {device.latitude !== null && device.longitude !== null ? (
          <>
            {device.latitude}, {device.longitude}{' '}
            <Button size="compact-xs" variant="light" onClick={onShowMap}>
              Show Map
            </Button>
          </>
        ) : (
          ''
        )}
      </Field>
      <Field label="Time Zone">{device.timeOffset !== null ? `${device.timeZone} (the device's own offset)` : device.timeZone}</Field>
      {a.superUser && sensorTreeText(device.defaultTag, device.sensorSubtype1, device.sensorSubtype2) !== null && (
        <Field label="Sensor">{sensorTreeText(device.defaultTag, device.sensorSubtype1, device.sensorSubtype2)}</Field>
      )}
      <Field label="Model">{model}</Field>
      <Field label="SKU">{device.sku ?? ''}</Field>
      <Field label="P.O.">{device.po ?? ''}</Field>
      <Field label="Manufacturer">{device.manufacturerCode === 'via' ? 'VIA' : BRAND.productName}</Field>
      <Field label="Firmware">{formatFirmwareVersion(device.firmwareVersion)}</Field>
      <Field label="Board Rev">{device.boardRev ?? ''}</Field>
      <Field label="Modem">{device.modemType ?? ''}</Field>
      {a.superUser && <Field label="Install PIN">{device.pin ?? ''}</Field>}
      {a.superUser && <Field label="SIM Number">{device.simNumber ?? ''}</Field>}
      <Field label="Groups">{device.groups.map((g) => g.name ?? `Group ${g.id}`).join(', ')}</Field>
      {device.replacementID !== null && (
        <Field label="Replaced By">
          <Anchor component={Link} to={`/devices/${device.replacementID}`}>
            {device.replacementID}
          </Anchor>
        </Field>
      )}
      {!device.isActive && (
        <Text size="sm" c="dimmed">
          This device is inactive.
        </Text>
      )}
    </Stack>
  );
}
