import { Select } from '@mantine/core';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { useMe } from '../../app/auth/MeContext';
import { GET_COMPANIES } from '../directory/graphql/companies';
import { visibleCompanies } from '../directory/visibleCompanies';

/** The company choice of super users and privileged users; 0 is the blank default (the own company). */
export function CompanySelect({ value, onChange, disabled }: { value: number; onChange: (id: number) => void; disabled?: boolean }) {
  const me = useMe();
  const { data } = useGraphQLQuery(GET_COMPANIES, {});
  const options = visibleCompanies(data?.companies ?? [], me.viewInactiveCompanies).map((c) => ({
    value: String(c.id),
    label: c.name ?? `Company ${c.id}`,
  }));
  return (
    <Select
      label="Company"
      placeholder=" "
      data={[{ value: '0', label: '' }, ...options]}
      value={String(value)}
      onChange={(v) => onChange(v ? Number(v) : 0)}
      searchable
      disabled={disabled}
      allowDeselect={false}
    />
  );
}
