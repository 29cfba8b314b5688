import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { ScreenHeader } from '../../ui/ScreenHeader';

export function CompanyWidePage() {
  const { companyIDFromRoute } = useParams();
  return (
    <ScreenHeader title="Company Team">
      <Text>Company ID: {companyIDFromRoute}</Text>
    </ScreenHeader>
  );
}
