import { useMemo } from 'react';
import { Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { graphqlRequest, operationName } from '../../api/graphql';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { COMPANY_TIME_ZONES, UPDATE_COMPANY_TIME_ZONE } from './graphql/companyTimeZone';

/**
 * The company's site time zone (managers for their company, super users for any): its devices' report days and
 * hours, e-mails and dates are read in it, the same for every viewer. A device may still set its own offset.
 */
export function CompanyTimeZone({ companyID }: { companyID: number }) {
  const queryClient = useQueryClient();
  const query = useGraphQLQuery(COMPANY_TIME_ZONES, {});
  const company = query.data?.companies?.find((c) => c.id === companyID);
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  if (!company) return null;
  const save = async (timeZone: string | null) => {
    try {
      await graphqlRequest(UPDATE_COMPANY_TIME_ZONE, { companyID, timeZone });
      await queryClient.invalidateQueries({ queryKey: [operationName(COMPANY_TIME_ZONES)] });
      notifications.show({ color: 'green', message: `Time zone of ${company.name}: ${timeZone ?? 'the default'}` });
    } catch (e) {
      notifications.show({ color: 'red', message: e instanceof Error ? e.message : 'Something Went Wrong' });
    }
  };
  return (
    <div>
      <Select
        label="Site Time Zone"
        maw={360}
        searchable
        data={zones.includes(company.timeZone) ? zones : [company.timeZone, ...zones]}
        value={company.timeZone}
        onChange={(v) => void save(v)}
        allowDeselect={false}
      />
      <Text size="xs" c="dimmed" mt={4}>
        Report days and hours, e-mails and the dates of this company's devices are read in this zone.
      </Text>
    </div>
  );
}
