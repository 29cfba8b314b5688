import { INITIAL_WINDOW_AHEAD_SECONDS, INITIAL_WINDOW_SECONDS, PAGE_SIZE } from '@fieldwatch/domain';
import { GET_DEVICE_RE } from '../../web/src/features/device/graphql/deviceRe';
import { ALL_DEVICES, DIRECTORY_DETAILS, DIRECTORY_MAP } from '../../web/src/features/directory/graphql/devices';
import { GET_TAG, type GetTagVariables } from '../../web/src/features/tag/graphql/getTag';
import { FIRST_ID, PER_REGION } from '../directory/fixture';
import { FLEET } from './settings';

/* The queries bench:api measures: the web app's own documents with the variables its pages send. */

/** The demo's Big Tank 1: a year of one-minute readings. */
const TANK = { deviceID: 20_101, tag: 'spsr' };

interface Case {
  /** The name BENCH_ONLY and BENCH_PROFILE use. */
  key: string;
  label: string;
  op: object;
  variables: Record<string, unknown>;
  /** Throughput at least this share of `me`'s; null: no target (context), the p99 target still applies. */
  ratioTarget: number | null;
  /** What the answer holds, for the log; throws when it holds nothing to measure. */
  describe(data: Record<string, unknown>): string;
  /**
   * The variables of the n-th request of a timed run: another question of the same size, as different users ask
   * (another page of the directory, another device, a window a few seconds earlier). Absent for queries without a
   * variable to vary (`me`, the landing counts): those differ only by user.
   */
  vary?: (n: number) => Record<string, unknown>;
}

/** The n-th of `pages` pages of `size` rows, cycling (the fleet has FLEET devices beside the demo's). */
const pageOffset = (n: number, size: number) => (n % Math.max(1, Math.floor(FLEET / size))) * size;

const listOf = (field: string, want: number) => (data: Record<string, unknown>) => {
  const list = data[field];
  if (!Array.isArray(list)) throw new Error(`${field} is not a list`);
  if (list.length < want) throw new Error(`${field} holds ${list.length} items, not ${want}`);
  return `${list.length} ${field === 'devicesRe' ? 'devices' : 'items'}`;
};
export function cases(landing: object): Case[] {
  const now = Math.floor(Date.now() / 1000);
  // the directory's first page as DirectoryPagedContent asks for it in the Icons view (no folder, no sort: the
  // server's folder order), 50 cards; the page itself asks for DIRECTORY_PAGE_SIZE.first (40) at first
  const directory = {
    selectedCompanyID: null,
    includeInactive: false,
    includeOOS: false,
    path: null,
    limit: 50,
    offset: 0,
    sortBy: null,
    sortDirection: null,
  };
  // the Map view of one region's folder (/Region N, PER_REGION devices): the map reads a whole folder at once, each
  // device with its state's inputs and the shown reading of its popup
  const directoryMap = { selectedCompanyID: null, includeInactive: false, includeOOS: false, path: '/Region 1' };
  const regions = Math.max(1, Math.floor(FLEET / PER_REGION));
  // AllDevicesPage's first page: its initial sort (id ascending), PAGE_SIZE.allDevices rows
  const allDevices = { selectedCompanyID: null, sortBy: 'id', sortDirection: 'asc', limit: PAGE_SIZE.allDevices, offset: 0 };
  // the sensor page's first GetTag, as index.html's early request sends it (web/src/app/early/sendEarlyRequests.ts)
  const getTag = {
    ...TANK,
    startTime: now - INITIAL_WINDOW_SECONDS,
    endTime: now + INITIAL_WINDOW_AHEAD_SECONDS,
    downsampled: true,
  } satisfies GetTagVariables;
  return [
    {
      key: 'me',
      label: 'me { id }',
      op: { document: 'query MeId { me { id } }' },
      variables: {},
      ratioTarget: null,
      describe: (d) => `me.id ${String((d.me as { id?: unknown } | null)?.id ?? '(null)')}`,
    },
    {
      key: 'landing',
      label: 'landing (LandingCounts)',
      op: landing,
      variables: { selectedCompanyID: null },
      ratioTarget: 0.4,
      describe: (d) => JSON.stringify(d.landingPage),
    },
    {
      key: 'directory',
      label: 'directory, 50 cards',
      op: DIRECTORY_DETAILS,
      variables: directory,
      vary: (n) => ({ ...directory, offset: pageOffset(n, directory.limit) }),
      ratioTarget: 0.25,
      describe: listOf('devicesRe', 50),
    },
    {
      key: 'directoryMap',
      label: `directory map, /Region N (${PER_REGION} devices)`,
      op: DIRECTORY_MAP,
      variables: directoryMap,
      vary: (n) => ({ ...directoryMap, path: `/Region ${(n % regions) + 1}` }),
      ratioTarget: null,
      describe: listOf('devicesRe', Math.min(PER_REGION, FLEET)),
    },
    {
      key: 'getTag',
      label: 'GetTag, 42 days',
      op: GET_TAG,
      variables: getTag,
      // the same 42-day window, ending n seconds earlier (within a day)
      vary: (n) => ({ ...getTag, startTime: getTag.startTime - (n % 86_400), endTime: getTag.endTime - (n % 86_400) }),
      ratioTarget: 0.2,
      describe: (d) => {
        const g = d.deviceReGraph as { graphs: { times: unknown[] }[] } | null;
        if (!g?.graphs.length) throw new Error('deviceReGraph has no graph');
        return `${g.graphs.length} series, ${g.graphs.map((s) => s.times.length).join('+')} points`;
      },
    },
    {
      key: 'allDevices',
      label: 'All Devices, 50 rows',
      op: ALL_DEVICES,
      variables: allDevices,
      vary: (n) => ({ ...allDevices, offset: pageOffset(n, allDevices.limit) }),
      ratioTarget: null,
      describe: listOf('devicesRe', PAGE_SIZE.allDevices),
    },
    {
      key: 'device',
      label: 'device page (DeviceRe)',
      op: GET_DEVICE_RE,
      variables: { id: TANK.deviceID },
      // the fleet's devices, each with its channels and latest values
      vary: (n) => ({ id: FIRST_ID + (n % FLEET) }),
      ratioTarget: 0.25,
      describe: (d) => {
        const dev = d.deviceRe as { name: string; tags: unknown[] } | null;
        if (!dev) throw new Error('deviceRe is null');
        return `${dev.name}, ${dev.tags.length} channels`;
      },
    },
  ];
}

export interface Prepared extends Case {
  operationName: string;
  body: string;
  /** JSON bytes of the answer, uncompressed. */
  bytes: number;
  statements: number | null;
}
