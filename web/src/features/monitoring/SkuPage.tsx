import { DEVICE_SORT_KEYS, PAGE_SIZE } from '@fieldwatch/domain';
import { GET_DEVICES_SKU } from './graphql/pagedLists';
import { PagedDeviceView } from './PagedDeviceView';

/** Spec 1 §7: sorted by SKU; ascending, the first-click order, as the spec names no direction. */
const INITIAL_SORT = { key: 'sku', direction: 'asc' } as const;

export function SkuPage() {
  return (
    <PagedDeviceView
      title="SKU VIEW"
      variant="sku"
      op={GET_DEVICES_SKU}
      initialSort={INITIAL_SORT}
      sortableKeys={DEVICE_SORT_KEYS.sku}
      pageSize={PAGE_SIZE.sku}
    />
  );
}
