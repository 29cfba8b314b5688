import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { ScreenHeader } from '../../ui/ScreenHeader';

export function GroupPage() {
  const { groupIDFromRoute } = useParams();
  return (
    <ScreenHeader title="Group">
      <Text>Group ID: {groupIDFromRoute}</Text>
    </ScreenHeader>
  );
}
