import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { DelayedSpinner } from '../../app/DelayedSpinner';
import { DirectoryMapView } from './DirectoryMapView';
import { EmptyDevices } from './EmptyDevices';
import { useFirstPageSettled } from './firstPageGate';
import { DIRECTORY_MAP, type DirectoryVariables } from './graphql/devices';
import { ListError } from '../../ui/listError/ListError';

/** The Map view: every device of the folder at once, with only the fields a marker needs. */
export function DirectoryMapContent({ variables }: { variables: DirectoryVariables }) {
  const { data, isPending, isError, refetch } = useGraphQLQuery(DIRECTORY_MAP, variables);
  useFirstPageSettled(!isPending);
  if (isPending) return <DelayedSpinner />;
  if (isError) return <ListError onRetry={refetch} />;
  if (data.devicesRe.length === 0) return <EmptyDevices />;
  return <DirectoryMapView devices={data.devicesRe} />;
}
