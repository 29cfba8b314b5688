import { Loader, Modal, Table, Text } from '@mantine/core';
import { eventLabel } from '@fieldwatch/domain';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { LIST_EVENTS } from './graphql/deviceRe';
import { DEVICE_TEXTS } from './texts';
import { useSiteTime } from '../../app/time/siteTime';
import { useReturnFocus } from '../../ui/useReturnFocus';

/** All Events (super users): every event of the device, fetched when opened. */
export function AllEventsModal({ deviceId, onClose }: { deviceId: number; onClose: () => void }) {
  useReturnFocus();
  const siteTime = useSiteTime();
  const q = useGraphQLQuery(LIST_EVENTS, { id: deviceId }, { staleTime: 0, retry: false });
  return (
    <Modal opened onClose={onClose} title="All Events" size="lg">
      {q.isPending ? (
        <Loader />
      ) : q.isError ? (
        <Text>{DEVICE_TEXTS.eventsError}</Text>
      ) : (
        <Table striped aria-label="All events">
          <Table.Tbody>
            {q.data.listEvents.map((e, i) => (
              <Table.Tr key={`${e.time}-${e.flag}-${i}`}>
                <Table.Td>{siteTime(e.time, true)}</Table.Td>
                <Table.Td>{eventLabel(e.flag)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
