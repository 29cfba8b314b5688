import { DEVICE_SORT_KEYS, PAGE_SIZE } from '@fieldwatch/domain';
import { GET_DEVICES_CELLULAR } from './graphql/pagedLists';
import { PagedDeviceView } from './PagedDeviceView';

/** Spec 1 §2, §7: initially sorted by T-Mobile capability, descending. */
const INITIAL_SORT = { key: 'tmobile', direction: 'desc' } as const;

export function CellularPage() {
  return (
    <PagedDeviceView
      title="CELLULAR VIEW"
      variant="cellular"
      op={GET_DEVICES_CELLULAR}
      initialSort={INITIAL_SORT}
      sortableKeys={DEVICE_SORT_KEYS.cellular}
      pageSize={PAGE_SIZE.cellular}
    />
  );
}
