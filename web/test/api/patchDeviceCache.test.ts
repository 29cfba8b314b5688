import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { patchDeviceCache } from '../../src/api/live/patchDeviceCache';

/**
 * Live readings patch cached devices in place; a shown reading (`latestReadingShown`, calibrated by the server) cannot
 * be patched, so the queries holding one are named for reading again.
 */
const update = (deviceID: number, tag: string, value: number) => ({ deviceID, tag, time: 2_000, value, alarmFlag: null });

function client(): QueryClient {
  const c = new QueryClient();
  c.setQueryData(['list'], {
    devicesRe: [
      {
        id: 1,
        defaultTag: 'spsr',
        latestReading: 5,
        latestReadingShown: { value: 60, unit: 'in' },
        tags: [{ tag: 'spsr', value: 5, time: 1_000 }],
      },
    ],
  });
  c.setQueryData(['page'], { deviceRe: { id: 1, defaultTag: 'spsr', latestReading: 5, tags: [{ tag: 'spsr', value: 5, time: 1_000 }] } });
  return c;
}

describe('patchDeviceCache', () => {
  it('writes the stored value in place and names the query whose shown reading it outdated', () => {
    const c = client();
    expect(patchDeviceCache(c, [update(1, 'spsr', 6)])).toEqual([['list']]);
    const list = c.getQueryData<{ devicesRe: { latestReading: number; tags: { value: number }[] }[] }>(['list'])!;
    expect(list.devicesRe[0]!.latestReading).toBe(6);
    expect(list.devicesRe[0]!.tags[0]!.value).toBe(6);
    const page = c.getQueryData<{ deviceRe: { latestReading: number } }>(['page'])!;
    expect(page.deviceRe.latestReading).toBe(6);
  });

  it('names nothing for another tag or another device', () => {
    const c = client();
    expect(patchDeviceCache(c, [update(1, '_v', 3.6), update(2, 'spsr', 6)])).toEqual([]);
  });
});
