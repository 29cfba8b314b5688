import { Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { massUnitsText, parseDeviceIds } from '@fieldwatch/domain';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { MASS_UPDATE_UNITS } from './graphql/massUpdate';

/**
 * Beside thresholds and rule values: the unit each sensor's values are read in on the listed devices (spec 3 Update
 * Devices; the server converts per device), so a value typed once is not read in a unit the user did not mean.
 */
export function UnitsNote({ deviceIds, tags, chosen = {} }: { deviceIds: string; tags: string[]; chosen?: Record<string, string | null> }) {
  const ids = parseDeviceIds(deviceIds).ids;
  const wanted = [...new Set(tags.filter(Boolean))];
  const query = useGraphQLQuery(
    MASS_UPDATE_UNITS,
    { deviceIDs: ids, tags: wanted },
    {
      enabled: ids.length > 0 && wanted.length > 0,
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    },
  );
  const units = query.data?.massUpdateUnits ?? [];
  const lines = wanted
    .map((tag) =>
      massUnitsText(
        tag,
        units.filter((u) => u.tag === tag),
        chosen[tag] ?? null,
      ),
    )
    .filter((l): l is string => l !== null);
  if (lines.length === 0) return null;
  return (
    <Stack gap={2} aria-label="Units" role="note">
      {lines.map((l) => (
        <Text key={l} size="sm" c="dimmed">
          {l}
        </Text>
      ))}
    </Stack>
  );
}
