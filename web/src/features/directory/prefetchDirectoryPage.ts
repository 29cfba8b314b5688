import { DIRECTORY_PAGE_SIZE } from '@fieldwatch/domain';
import { queryClient } from '../../api/queryClient';
import { graphqlQueryKey } from '../../api/useGraphQLQuery';
import { authStore } from '../../app/auth/authStore';
import { takeEarlyRequest } from '../../app/early/takeEarlyRequest';
import { takingOver } from '../../app/early/takingOver';
import { directoryPlaceInHash } from './directoryAddress';
import { directoryVariablesOf, iconPagesVariables } from './directoryVariables';
import { DIRECTORY_COUNT, DIRECTORY_DETAILS } from './graphql/devices';
import { prefetchFirstDevicePage } from './devicePages';

const same = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => a[k] === b[k]);

/**
 * Opened by its address in the Icons view, the directory asks for its first page of cards and its device count
 * while the session is still being checked and its code downloads, instead of after both (the directory's target:
 * first card under a second at 100,000 devices); when index.html's script has sent them already, their answers are
 * taken over (only for the plain address: the script knows no folder or status). The variables are those of the
 * place the address names (directoryAddress.ts), which are the same with or without the company picker while it names
 * no company; the server checks the session on them like on any query. Null for any other address; else resolves
 * once both have answered or failed.
 */
export function prefetchDirectoryPage(hash: string): Promise<void> | null {
  const place = directoryPlaceInHash(hash);
  if (place?.viewType !== 'icons' || place.companyID !== null) return null;
  const variables = directoryVariablesOf(place, false);
  const pageVariables = iconPagesVariables(variables);
  const user = authStore.get();
  const earlyCards = user ? takeEarlyRequest('directoryCards', user) : null;
  const earlyCount = user ? takeEarlyRequest('directoryCount', user) : null;
  const firstPage = { ...pageVariables, limit: DIRECTORY_PAGE_SIZE.first, offset: 0 };
  const cardsSent = earlyCards && same(earlyCards.variables, firstPage) ? earlyCards.response : undefined;
  const countSent = earlyCount && same(earlyCount.variables, variables) ? earlyCount.response : undefined;
  return Promise.all([
    prefetchFirstDevicePage(DIRECTORY_DETAILS, pageVariables, DIRECTORY_PAGE_SIZE, cardsSent),
    queryClient.prefetchQuery({
      queryKey: graphqlQueryKey(DIRECTORY_COUNT, variables),
      queryFn: takingOver(DIRECTORY_COUNT, variables, countSent),
    }),
  ]).then(() => undefined);
}
