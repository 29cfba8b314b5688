import { DEVICE_LIST_MAX_LIMIT } from '@fieldwatch/domain';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { useMe } from '../../app/auth/MeContext';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { GET_DEVICE_TASKS } from './graphql/tasks';
import { ListStatus } from './ListStatus';
import { openTasks } from './openTasks';
import { TasksTable } from './TasksTable';

/**
 * The open tasks of the devices the user sees. 'all' pages 50 by default, so this asks for the largest page the
 * server gives; a fleet beyond that would need its own tasks query.
 */
export function TasksPage() {
  const { isSuperUser } = useMe();
  const query = useGraphQLQuery(GET_DEVICE_TASKS, { limit: DEVICE_LIST_MAX_LIMIT });
  const tasks = openTasks(query.data?.devicesRe ?? []);
  return (
    <ScreenHeader title="Tasks">
      <ListStatus
        isPending={query.isPending}
        isError={query.isError}
        onRetry={query.refetch}
        isEmpty={tasks.length === 0}
        emptyText="No open tasks"
      >
        <TasksTable tasks={tasks} showCompany={isSuperUser} />
      </ListStatus>
    </ScreenHeader>
  );
}
