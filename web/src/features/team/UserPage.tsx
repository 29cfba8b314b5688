import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { ScreenHeader } from '../../ui/ScreenHeader';

export function UserPage() {
  const { userID } = useParams();
  return (
    <ScreenHeader title="User">
      <Text>User ID: {userID}</Text>
    </ScreenHeader>
  );
}
