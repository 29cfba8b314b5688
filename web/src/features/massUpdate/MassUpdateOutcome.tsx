import { Alert, List, Text } from '@mantine/core';
import { MASS_UPDATE_TEXTS } from '@fieldwatch/domain';
import type { MassUpdateResult } from './graphql/massUpdate';

/** 'Updated Devices' and, beside it, every listed device that was refused and why. */
export function MassUpdateOutcome({ result, what }: { result: MassUpdateResult; what: string }) {
  return (
    <>
      {result.updated.length > 0 && (
        <Alert color="green" title={what === 'update' ? MASS_UPDATE_TEXTS.success : 'Cleared Devices'}>
          {result.updated.join(', ')}
        </Alert>
      )}
      {(result.skipped ?? []).length > 0 && (
        <Alert color="yellow" title="Updated without a setting" aria-label="Updated without a setting">
          <Text size="sm">These devices took the rest of the change, but not this setting:</Text>
          <List size="sm">
            {(result.skipped ?? []).map((s) => (
              <List.Item key={`${s.deviceID}-${s.setting}`}>{`${s.deviceID}: ${s.setting} not sent, ${s.reason}`}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {result.refused.length > 0 && (
        <Alert color="orange" title="Refused devices" aria-label="Refused devices">
          <Text size="sm">These devices were not changed:</Text>
          <List size="sm">
            {result.refused.map((r) => (
              <List.Item key={r.deviceID}>{`${r.deviceID}: ${r.reason}`}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
