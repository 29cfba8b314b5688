import { useParams } from 'react-router';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { MessageLogView } from '../messageLog/MessageLogView';

/** /admin/messageLog and /admin/messageLog/{deviceID}: open to everyone; the server decides who sees what. */
export function MessageLogPage() {
  const { deviceID } = useParams();
  return (
    <ScreenHeader title="Message Log">
      <MessageLogView routeId={deviceID} />
    </ScreenHeader>
  );
}
