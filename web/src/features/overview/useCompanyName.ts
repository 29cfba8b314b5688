import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { useCapabilities, useMe } from '../../app/auth/MeContext';
import { useDirectoryView } from '../../app/state/directoryStore';
import { GET_COMPANIES } from '../directory/graphql/companies';

/** The company the directory shows: the one picked in the company list, else the user's own. */
export function useCompanyName(): string | null {
  const me = useMe();
  const caps = useCapabilities();
  const { companyID } = useDirectoryView();
  const picking = caps.companyPicker && companyID !== null;
  // Same query as the sidebar's company list, so this normally reads the cache.
  const companies = useGraphQLQuery(GET_COMPANIES, {}, { enabled: picking });
  if (!picking) return me.company?.name ?? null;
  return companies.data?.companies?.find((company) => Number(company.id) === companyID)?.name ?? null;
}
