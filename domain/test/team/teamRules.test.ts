import { describe, expect, it } from 'vitest';
import {
  assignableRoles,
  cleanUserInput,
  flagsForRole,
  initialsOf,
  roleChangeRefusal,
  roleStars,
  sortAndFilterGroups,
  sortAndFilterUsers,
  userSavePayload,
  type Role,
} from '../../src/index';

const actor = (role: Role, isPrivileged = false) => ({ ...flagsForRole(role), isPrivileged });

describe('roleChangeRefusal', () => {
  it('super users may give any role and change company', () => {
    for (const r of ['superUser', 'demo', 'manager'] as Role[]) {
      expect(
        roleChangeRefusal(actor('superUser'), { current: flagsForRole('limited'), next: flagsForRole(r), companyChanges: true }),
      ).toBeNull();
    }
  });
  it('managers hand out Limited, Full and Administrator only, in their company', () => {
    const m = actor('manager');
    expect(roleChangeRefusal(m, { current: flagsForRole('limited'), next: flagsForRole('manager'), companyChanges: false })).toBeNull();
    expect(roleChangeRefusal(m, { current: flagsForRole('full'), next: flagsForRole('superUser'), companyChanges: false })).toBe(
      'TEAM_ROLE_REFUSED',
    );
    expect(roleChangeRefusal(m, { current: flagsForRole('full'), next: flagsForRole('demo'), companyChanges: false })).toBe(
      'TEAM_ROLE_REFUSED',
    );
    expect(roleChangeRefusal(m, { current: flagsForRole('full'), next: flagsForRole('full'), companyChanges: true })).toBe(
      'TEAM_COMPANY_CHANGE_REFUSED',
    );
    expect(roleChangeRefusal(m, { current: flagsForRole('superUser'), next: flagsForRole('superUser'), companyChanges: false })).toBe(
      'TEAM_TARGET_REFUSED',
    );
    // keeping a demo user's role is not choosing it
    expect(roleChangeRefusal(m, { current: flagsForRole('demo'), next: flagsForRole('demo'), companyChanges: false })).toBeNull();
    expect(roleChangeRefusal(m, { current: null, next: flagsForRole('demo'), companyChanges: false })).toBe('TEAM_ROLE_REFUSED');
  });
  it('a privileged manager is still no super user; full and limited users change no roles', () => {
    expect(
      roleChangeRefusal(actor('manager', true), {
        current: flagsForRole('limited'),
        next: flagsForRole('superUser'),
        companyChanges: false,
      }),
    ).toBe('TEAM_ROLE_REFUSED');
    expect(
      roleChangeRefusal(actor('full'), { current: flagsForRole('limited'), next: flagsForRole('manager'), companyChanges: false }),
    ).toBe('TEAM_ROLE_REFUSED');
    expect(
      roleChangeRefusal(actor('limited'), { current: flagsForRole('limited'), next: flagsForRole('limited'), companyChanges: false }),
    ).toBe('TEAM_ROLE_REFUSED');
  });
  it('mixed flags count as the highest role', () => {
    const next = { isSuperUser: true, isManager: true, canEdit: false, isDemo: false };
    expect(roleChangeRefusal(actor('manager'), { current: flagsForRole('limited'), next, companyChanges: false })).toBe(
      'TEAM_ROLE_REFUSED',
    );
  });
});

describe('assignableRoles', () => {
  it('lists the buttons in order', () => {
    expect(assignableRoles(actor('superUser'))).toEqual(['demo', 'limited', 'full', 'manager', 'superUser']);
    expect(assignableRoles(actor('manager'))).toEqual(['limited', 'full', 'manager']);
    expect(assignableRoles(actor('full'))).toEqual([]);
  });
});

describe('cleanUserInput', () => {
  const base = { firstName: ' Ann ', lastName: 'Lee', email: 'Ann@Example.COM ', phoneNumber: '(555) 201-3333', countryCode: '+1' };
  it('normalises a good input', () => {
    expect(cleanUserInput(base)).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phoneNumber: '5552013333',
      countryCode: '+1',
    });
  });
  it('names the problem', () => {
    expect(cleanUserInput({ ...base, firstName: ' ', lastName: '' })).toEqual({ problem: 'TEAM_NAME_REQUIRED' });
    expect(cleanUserInput({ ...base, lastName: '' })).not.toHaveProperty('problem');
    expect(cleanUserInput({ ...base, email: 'ann@' })).toEqual({ problem: 'TEAM_INVALID_EMAIL' });
    expect(cleanUserInput({ ...base, phoneNumber: '555-12' })).toEqual({ problem: 'TEAM_INVALID_PHONE' });
    expect(cleanUserInput({ ...base, phoneNumber: '', email: null })).toEqual({ problem: 'TEAM_CONTACT_REQUIRED' });
    expect(cleanUserInput({ ...base, phoneNumber: '', email: null }, { contactOptional: true })).not.toHaveProperty('problem');
    expect(cleanUserInput({ ...base, countryCode: '+49' })).toEqual({ problem: 'TEAM_INVALID_COUNTRY_CODE' });
  });
  it('does not re-judge a value kept as it was', () => {
    expect(cleanUserInput({ ...base, phoneNumber: '5550001111' })).toEqual({ problem: 'TEAM_INVALID_PHONE' });
    expect(cleanUserInput({ ...base, phoneNumber: '5550001111' }, { unchanged: { phoneNumber: true } })).toMatchObject({
      phoneNumber: '5550001111',
    });
    expect(cleanUserInput({ ...base, email: 'old@local' }, { unchanged: { email: true } })).toMatchObject({ email: 'old@local' });
  });
});

describe('team lists', () => {
  it('groups: substring search, case-insensitive order, null names last', () => {
    const gs = [{ name: 'beta' }, { name: null }, { name: 'Alpha' }, { name: 'gamma pumps' }];
    expect(sortAndFilterGroups(gs, '').map((g) => g.name)).toEqual(['Alpha', 'beta', 'gamma pumps', null]);
    expect(sortAndFilterGroups(gs, 'PUMP').map((g) => g.name)).toEqual(['gamma pumps']);
  });
  it('users: full-name search, by last name', () => {
    const us = [
      { firstName: 'Zed', lastName: 'Adams' },
      { firstName: 'Amy', lastName: 'Zimmer' },
      { firstName: 'Bob', lastName: 'adams' },
    ];
    expect(sortAndFilterUsers(us, '').map((u) => u.firstName)).toEqual(['Bob', 'Zed', 'Amy']);
    expect(sortAndFilterUsers(us, 'amy zim').map((u) => u.firstName)).toEqual(['Amy']);
    expect(initialsOf({ firstName: 'amy', lastName: 'Zimmer' })).toBe('AZ');
  });
  it('stars: limited only without super user, manager and editor flags', () => {
    expect(roleStars(flagsForRole('limited'))).toEqual({ superUser: false, administrator: false, editDevices: false, limited: true });
    expect(roleStars(flagsForRole('full')).limited).toBe(false);
    expect(roleStars(flagsForRole('manager'))).toMatchObject({ administrator: true, limited: false });
  });
});

describe('userSavePayload', () => {
  it('sets flags exclusively and the permissions and company the spec names', () => {
    expect(userSavePayload('full', ['a'], 4)).toEqual({
      isSuperUser: false,
      isManager: false,
      canEdit: true,
      isDemo: false,
      permissions: ['a'],
      companyID: 4,
    });
    expect(userSavePayload('manager', ['a'], 4)).toMatchObject({ isManager: true, canEdit: false, permissions: [], companyID: 4 });
    expect(userSavePayload('demo', ['a'], 4)).toMatchObject({ isDemo: true, permissions: [], companyID: 0 });
  });
});
