import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import { TEXT_LIMITS } from '@fieldwatch/domain';
import type { DeviceAbilities } from '@fieldwatch/domain';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { GET_COMPANIES } from '../directory/graphql/companies';
import { DescriptionOptionsEditor } from './DescriptionOptionsEditor';
import { SensorTreeFields } from './SensorTreeFields';
import { DEVICE_MODELS, type DeviceInfoValues } from './deviceInfoForm';
import { DEVICE_TEXTS } from './texts';

interface Props {
  values: DeviceInfoValues;
  abilities: DeviceAbilities;
  onChange: (next: DeviceInfoValues) => void;
  /** The device's sensor kind, for the sensor tree. */
  defaultTag: string | null;
  /** Its company's zone, which a blank time offset means. */
  companyZone: string;
}

/** Device Info in edit mode: each input only for the roles that may change it (spec 2 §6). */
export function DeviceInfoForm({ values, abilities, onChange, defaultTag, companyZone }: Props) {
  const companies = useGraphQLQuery(GET_COMPANIES, {}, { enabled: abilities.superUser });
  const set =
    <K extends keyof DeviceInfoValues>(key: K) =>
    (value: DeviceInfoValues[K]) =>
      onChange({ ...values, [key]: value });
  const text = (key: keyof DeviceInfoValues, label: string, extra: { description?: string; inputMode?: 'numeric' | 'decimal' } = {}) => (
    <TextInput
      label={label}
      value={values[key] as string}
      onChange={(e) => set(key)(e.currentTarget.value as never)}
      description={extra.description}
      inputMode={extra.inputMode}
      // the server's limit for a field of that name (TEXT_LIMITS), where it has one
      maxLength={Object.hasOwn(TEXT_LIMITS, key) ? TEXT_LIMITS[key] : undefined}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {abilities.rename && text('name', 'Name')}
      {abilities.rename && text('path', 'Path')}
      {abilities.superUser && (
        <Select
          label="Company"
          data={(companies.data?.companies ?? []).map((c) => ({ value: String(c.id), label: c.name ?? String(c.id) }))}
          value={values.companyID || null}
          onChange={(v) => set('companyID')(v ?? '')}
          searchable
        />
      )}
      {abilities.superUser && (
        <Select
          label="Device Type"
          data={DEVICE_MODELS.map((m) => ({ ...m }))}
          value={values.deviceType || null}
          onChange={(v) => set('deviceType')(v ?? '')}
          clearable
        />
      )}
      {abilities.editInfo && text('userAssignedID', 'User Assigned ID')}
      {abilities.editInfo && text('accountingCode', 'Accounting Code')}
      {abilities.editInfo && text('apiNumber', 'API Number', { description: DEVICE_TEXTS.apiHint, inputMode: 'numeric' })}
      {abilities.editInfo && text('latitude', 'Latitude', { inputMode: 'decimal' })}
      {abilities.editInfo && text('longitude', 'Longitude', { inputMode: 'decimal' })}
      {abilities.editInfo && text('contactName', 'Contact Name')}
      {abilities.editInfo && text('street1', 'Street')}
      {abilities.editInfo && text('street2', 'Street 2')}
      {abilities.editInfo && text('city', 'City')}
      {abilities.editInfo && text('state', 'State')}
      {abilities.editInfo && text('zip', 'Zip')}
      {abilities.editInfo && <DescriptionOptionsEditor value={values.description} onChange={set('description')} />}
      {abilities.superUser && text('pin', 'Install PIN')}
      {abilities.superUser && text('boardRev', 'Board Rev')}
      {abilities.superUser && text('firmwareVersion', 'Firmware', { inputMode: 'numeric' })}
      {abilities.superUser && text('simNumber', 'SIM Number')}
      {abilities.superUser && (
        <SensorTreeFields
          defaultTag={defaultTag}
          subtype1={values.sensorSubtype1}
          subtype2={values.sensorSubtype2}
          onChange={(slot, v) => set(slot === 1 ? 'sensorSubtype1' : 'sensorSubtype2')(v)}
        />
      )}
      {abilities.editInfo &&
        text('timeOffset', 'Time Offset (minutes from UTC)', {
          description: `Blank: the company's zone (${companyZone})`,
          inputMode: 'numeric',
        })}
      {abilities.editInfo && (
        <Checkbox label="Active" checked={values.isActive} onChange={(e) => set('isActive')(e.currentTarget.checked)} />
      )}
      {abilities.superUser && (
        <Checkbox label="In Service" checked={values.inService} onChange={(e) => set('inService')(e.currentTarget.checked)} />
      )}
    </SimpleGrid>
  );
}
