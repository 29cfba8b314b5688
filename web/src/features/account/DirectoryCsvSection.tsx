import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { directoryCsv, MESSAGES } from '@fieldwatch/domain';
import { useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../api/graphql';
import { graphqlQueryKey } from '../../api/useGraphQLQuery';
import { GET_DIRECTORY_DEVICES } from './graphql/directoryDevices';

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Directory CSV (spec 2 §2.3): every device you can see, one row each, built in the browser. */
export function DirectoryCsvSection() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'loading' | 'error' | 'done'>('idle');
  const [count, setCount] = useState(0);

  const run = async () => {
    setState('loading');
    try {
      const data = await queryClient.fetchQuery({
        queryKey: graphqlQueryKey(GET_DIRECTORY_DEVICES, {}),
        queryFn: ({ signal }) => graphqlRequest(GET_DIRECTORY_DEVICES, {}, { signal }),
        staleTime: 0,
      });
      // a row needs the device's id; an unknown active flag is written as inactive
      const devices = data.directoryDevices.flatMap((d) => (d.id === null ? [] : [{ ...d, id: d.id, isActive: d.isActive === true }]));
      download('directory.csv', directoryCsv(devices));
      setCount(data.directoryDevices.length);
      setState('done');
    } catch (err) {
      console.error(err);
      setState('error');
    }
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" c="dimmed">
        A spreadsheet of every device in your directory: ID, names, folder, position, latest reading, battery and firmware.
      </Text>
      <Button variant="light" onClick={() => void run()} loading={state === 'loading'}>
        Download CSV
      </Button>
      {state === 'error' && <Text>{MESSAGES.listError}</Text>}
      {state === 'done' && <Text size="sm">{count === 1 ? '1 device exported.' : `${count} devices exported.`}</Text>}
    </Stack>
  );
}
