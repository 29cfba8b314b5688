import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { ScreenHeader } from '../../ui/ScreenHeader';

export function MessageLogPage() {
  const { deviceID } = useParams();
  return (
    <ScreenHeader title="Message Log">{deviceID !== undefined && <Text>Device ID: {deviceID}</Text>}</ScreenHeader>
  );
}
