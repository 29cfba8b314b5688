import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { ScreenHeader } from '../../ui/ScreenHeader';

export function DevicePage() {
  const { deviceID } = useParams();
  return (
    <ScreenHeader title="Device Info">
      <Text>ID: {deviceID}</Text>
    </ScreenHeader>
  );
}
