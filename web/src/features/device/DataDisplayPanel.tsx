import { useState } from 'react';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { tagLabel, tagPermissionsOf, tagType } from '@fieldwatch/domain';
import { graphqlRequest } from '../../api/graphql';
import { useMe } from '../../app/auth/MeContext';
import { Field } from './Field';
import { calibrationFields, dataDisplayChanges, displayValuesOf, hasBarrelsPerInch, type DataDisplayValues } from './dataDisplayForm';
import { UPDATE_DEVICE_CALIBRATION, UPDATE_TAG_DISPLAY } from './graphql/deviceMutations';
import type { PageTag } from './graphql/deviceRe';
import { DEVICE_PAGE_TOASTS, withSaveToast } from '../../ui/saveToast';

const LABELS: Record<keyof DataDisplayValues, string> = {
  displayUnits: 'Display Units',
  ymin: 'Y Axis Minimum',
  ymax: 'Y Axis Maximum',
  barrelsPerInch: 'Barrels Per Inch',
  fluid: 'Fluid',
  api: 'API Gravity',
  tds: 'TDS',
  tankHeight: 'Tank Height (in)',
  kFactor: 'K-Factor',
  productionOffset: 'Production Offset',
};

/** The per-stream Data Display settings (spec 2 §2.1): Edit, Cancel, Save through updateTag and updateCalibration. */
export function DataDisplayPanel({ deviceID, tag, onSaved }: { deviceID: number; tag: PageTag; onSaved: () => void }) {
  const me = useMe();
  const canEdit = tagPermissionsOf(me).editDisplay;
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<DataDisplayValues>(() => displayValuesOf(tag));
  const [problem, setProblem] = useState<string | null>(null);
  const keys: (keyof DataDisplayValues)[] = [
    'displayUnits',
    'ymin',
    'ymax',
    ...(hasBarrelsPerInch(tag.tag) ? (['barrelsPerInch'] as const) : []),
    ...calibrationFields(tag.tag),
  ];
  const units = tagType(tag.tag)?.units ?? [];

  const save = async () => {
    const check = dataDisplayChanges(deviceID, tag, values);
    if (!check.ok) {
      setProblem(check.message);
      return;
    }
    setProblem(null);
    if (!check.tag && !check.calibration) {
      setEditing(false);
      return;
    }
    const ok = await withSaveToast(async () => {
      if (check.tag) await graphqlRequest(UPDATE_TAG_DISPLAY, check.tag);
      if (check.calibration) await graphqlRequest(UPDATE_DEVICE_CALIBRATION, check.calibration);
    }, DEVICE_PAGE_TOASTS);
    if (ok) {
      setEditing(false);
      onSaved();
    }
  };

  const input = (k: keyof DataDisplayValues) => {
    if (k === 'displayUnits') {
      return (
        <Select
          key={k}
          label={LABELS[k]}
          data={units.map((u) => u.unit)}
          value={values.displayUnits || null}
          onChange={(unit) => {
            // a unit brings its default y range (spec 2 §4.5)
            const option = units.find((u) => u.unit === unit);
            setValues({ ...values, displayUnits: unit ?? '', ...(option ? { ymin: String(option.ymin), ymax: String(option.ymax) } : {}) });
          }}
        />
      );
    }
    if (k === 'fluid') {
      return (
        <Select
          key={k}
          label={LABELS[k]}
          data={['oil', 'water', 'chemical']}
          value={values.fluid}
          onChange={(f) => setValues({ ...values, fluid: f ?? 'water' })}
          allowDeselect={false}
        />
      );
    }
    return (
      <TextInput
        key={k}
        label={LABELS[k]}
        value={values[k]}
        inputMode="decimal"
        onChange={(e) => setValues({ ...values, [k]: e.currentTarget.value })}
      />
    );
  };

  return (
    <Stack gap="xs" mt="md" aria-label="Data Display" role="group">
      <Group justify="space-between">
        <Title order={3} size="h4">
          Data Display: {tagLabel(tag.tag)}
        </Title>
        {canEdit && !editing && (
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              setValues(displayValuesOf(tag));
              setEditing(true);
            }}
          >
            Edit
          </Button>
        )}
      </Group>
      {editing ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {keys.map(input)}
          </SimpleGrid>
          {problem && <Alert color="red">{problem}</Alert>}
          <Group justify="flex-end" gap="xs">
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setValues(displayValuesOf(tag));
                setProblem(null);
                setEditing(false);
              }}
            >
              Cancel
            </Button>
            <Button size="xs" onClick={() => void save()}>
              Save
            </Button>
          </Group>
        </>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={4}>
          {keys.map((k) => (
            <Field key={k} label={LABELS[k]}>
              {displayValuesOf(tag)[k]}
            </Field>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
