import { describe, expect, it } from 'vitest';
import { ROLE_LABELS, ROLES, flagsForRole, roleOf, type Role, type RoleFlags } from '../../src/auth/role';

const ALL: Role[] = ['superUser', 'manager', 'full', 'limited', 'demo'];

/** Every combination of the four flags. */
function allFlagCombinations(): RoleFlags[] {
  const out: RoleFlags[] = [];
  for (let i = 0; i < 16; i++) {
    out.push({ isSuperUser: !!(i & 1), isManager: !!(i & 2), canEdit: !!(i & 4), isDemo: !!(i & 8) });
  }
  return out;
}

describe('roles (spec 3 §4 "Role selection sets flags exclusively")', () => {
  it('lists the five roles, each once', () => {
    expect([...ROLES].sort()).toEqual([...ALL].sort());
  });

  it('labels them Demo, Limited, Full, Administrator, Super User', () => {
    expect(ROLES.map((r) => ROLE_LABELS[r])).toEqual(['Demo', 'Limited', 'Full', 'Administrator', 'Super User']);
    expect(ROLE_LABELS).toEqual({ demo: 'Demo', limited: 'Limited', full: 'Full', manager: 'Administrator', superUser: 'Super User' });
  });

  it('sets exactly the flag of the role: limited none, full canEdit, admin isManager, super user isSuperUser, demo isDemo', () => {
    expect(flagsForRole('limited')).toEqual({ isSuperUser: false, isManager: false, canEdit: false, isDemo: false });
    expect(flagsForRole('full')).toEqual({ isSuperUser: false, isManager: false, canEdit: true, isDemo: false });
    expect(flagsForRole('manager')).toEqual({ isSuperUser: false, isManager: true, canEdit: false, isDemo: false });
    expect(flagsForRole('superUser')).toEqual({ isSuperUser: true, isManager: false, canEdit: false, isDemo: false });
    expect(flagsForRole('demo')).toEqual({ isSuperUser: false, isManager: false, canEdit: false, isDemo: true });
  });

  it('never sets more than one flag', () => {
    for (const role of ALL) {
      const on = Object.values(flagsForRole(role)).filter(Boolean).length;
      expect(on, role).toBe(role === 'limited' ? 0 : 1);
    }
  });

  it('roleOf(flagsForRole(r)) gives r back for every role, and distinct roles give distinct flags', () => {
    for (const role of ALL) expect(roleOf(flagsForRole(role))).toBe(role);
    const keys = new Set(ALL.map((r) => JSON.stringify(flagsForRole(r))));
    expect(keys.size).toBe(ALL.length);
  });

  it('flagsForRole(roleOf(f)) is idempotent on any flag combination, legacy rows with several flags included', () => {
    for (const f of allFlagCombinations()) {
      const role = roleOf(f);
      expect(roleOf(flagsForRole(role))).toBe(role);
    }
  });

  it('reads legacy rows with several flags by rank: super user, then manager, then demo, then full', () => {
    expect(roleOf({ isSuperUser: true, isManager: true, canEdit: true, isDemo: true })).toBe('superUser');
    expect(roleOf({ isSuperUser: false, isManager: true, canEdit: true, isDemo: true })).toBe('manager');
    expect(roleOf({ isSuperUser: false, isManager: false, canEdit: true, isDemo: true })).toBe('demo');
    expect(roleOf({ isSuperUser: false, isManager: false, canEdit: true, isDemo: false })).toBe('full');
    expect(roleOf({ isSuperUser: false, isManager: false, canEdit: false, isDemo: false })).toBe('limited');
  });
});
