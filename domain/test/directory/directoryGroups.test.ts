import { describe, expect, it } from 'vitest';
import { groupDevicesByPath, hasReadings, type GroupableDevice } from '../../src/directory/directoryGroups';
import { directoryStatuses, statusFlags, statusOf } from '../../src/directory/directoryFilter';

const d = (id: number, name: string | null, path: string | null, value: number | null = 1): GroupableDevice => ({
  id,
  name,
  path,
  tags: [
    { tag: 'psr', value },
    { tag: '_v', value: 4 },
  ],
});

describe('hasReadings', () => {
  it('counts sensor tags only, not the health channels', () => {
    expect(hasReadings(d(1, 'a', '/x'))).toBe(true);
    expect(hasReadings(d(1, 'a', '/x', null))).toBe(false);
    expect(hasReadings({ tags: [] })).toBe(false);
  });
});

describe('groupDevicesByPath (spec 1 §2 Icons view)', () => {
  const groups = groupDevicesByPath([
    d(3, 'Tank 10', '/B'),
    d(4, 'Tank 2', '/B'),
    d(5, null, null),
    d(6, 'Silent', '/B', null),
    d(7, 'Alpha', '/A/'),
    d(8, 'Zed', ''),
  ]);
  it("groups by path, 'Unassigned' last", () => {
    expect(groups.map((g) => g.label)).toEqual(['/A', '/B', 'Unassigned']);
  });
  it('sorts by name naturally and keeps devices without readings apart', () => {
    const b = groups[1]!;
    expect(b.withReadings.map((x) => x.name)).toEqual(['Tank 2', 'Tank 10']);
    expect(b.withoutReadings.map((x) => x.name)).toEqual(['Silent']);
    // unnamed devices sort by their shown name '[id] New Device'
    expect(groups[2]!.withReadings.map((x) => x.id)).toEqual([5, 8]);
  });
});

describe('directory status filter (spec 1 §4)', () => {
  it('offers Decommissioned to super users only', () => {
    expect(directoryStatuses(false)).toEqual(['active', 'inactive']);
    expect(directoryStatuses(true)).toEqual(['active', 'inactive', 'decommissioned']);
  });
  it('choosing one clears the others', () => {
    expect(statusFlags('active')).toEqual({ includeInactive: false, includeOOS: false });
    expect(statusFlags('inactive')).toEqual({ includeInactive: true, includeOOS: false });
    expect(statusFlags('decommissioned')).toEqual({ includeInactive: false, includeOOS: true });
    for (const s of directoryStatuses(true)) expect(statusOf(statusFlags(s))).toBe(s);
  });
});
