import { Anchor, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { tagLabel } from '@fieldwatch/domain';
import { ScreenHeader } from '../../ui/ScreenHeader';

export function TagPage() {
  const { deviceID = '', tag = '' } = useParams();
  return (
    <ScreenHeader title={tagLabel(tag)}>
      <Text>Device ID: {deviceID}</Text>
      <Anchor component={Link} to={`/devices/${deviceID}`}>
        Device Info
      </Anchor>
    </ScreenHeader>
  );
}
