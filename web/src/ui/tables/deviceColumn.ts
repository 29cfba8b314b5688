import type { ReactNode } from 'react';
import type { SortValue } from '@fieldwatch/domain';
import type { TableDevice } from './tableDevice';

export interface CellContext {
  /** Epoch seconds at render, for relative times. */
  now: number;
  /** Opens the map popup of a device (clicking its coordinates). */
  openMap: (device: TableDevice) => void;
}

export interface DeviceColumn {
  /** The sort key: a Device field name or a carrier name, as the server's sortBy names it. */
  key: string;
  header: string;
  /** What client-side sorting compares; also the cell text when there is no render. */
  value: (device: TableDevice) => SortValue;
  render?: (device: TableDevice, ctx: CellContext) => ReactNode;
  align?: 'left' | 'right' | 'center';
}
