import { describe, expect, it } from 'vitest';
import { capabilitiesOf, type Capabilities } from '../../src/auth/capabilities';
import { flagsForRole, type Role } from '../../src/auth/role';

const caps = (role: Role, isPrivileged = false) => capabilitiesOf({ ...flagsForRole(role), isPrivileged });

/**
 * The role tables of spec 1 §6, spec 2 §6 and spec 3 §2, §6, written out by hand, one row per capability
 * in the order superUser, manager, full, limited, demo.
 */
const TABLE: Record<keyof Capabilities, [boolean, boolean, boolean, boolean, boolean]> = {
  //                  super  manager full   limited demo
  admin: [true, false, false, false, false],
  manageTeam: [true, true, false, false, false],
  managerMenu: [false, true, false, false, false],
  massUpdate: [true, true, false, false, false],
  tardyList: [true, true, false, false, false],
  allCompanyDevices: [true, true, false, false, false],
  companyPicker: [true, false, false, false, false],
  editDeviceInfo: [true, true, true, true, false],
  editAlarms: [true, true, true, false, false],
  calibrate: [true, true, true, false, false],
  deleteAnnotations: [true, true, true, false, true],
  assignAnyRole: [true, false, false, false, false],
  alarmsList: [false, true, true, true, true],
  providerAlarms: [true, false, false, false, false],
};
const ORDER: Role[] = ['superUser', 'manager', 'full', 'limited', 'demo'];

describe('capabilitiesOf (role tables)', () => {
  it('covers every capability in the table', () => {
    expect(Object.keys(caps('limited')).sort()).toEqual(Object.keys(TABLE).sort());
  });

  for (const [i, role] of ORDER.entries()) {
    it(`gives a ${role} exactly the capabilities of the tables`, () => {
      const expected = Object.fromEntries(Object.entries(TABLE).map(([k, row]) => [k, row[i]]));
      expect(caps(role)).toEqual(expected);
    });
  }

  it('Team tab: managers and super users only', () => {
    expect(ORDER.filter((r) => caps(r).manageTeam)).toEqual(['superUser', 'manager']);
  });

  it('Admin: super users only; Manager menu: managers who are not super users', () => {
    expect(ORDER.filter((r) => caps(r).admin)).toEqual(['superUser']);
    expect(ORDER.filter((r) => caps(r).managerMenu)).toEqual(['manager']);
    // a legacy row with both flags is a super user, not a manager
    expect(capabilitiesOf({ isSuperUser: true, isManager: true, canEdit: false, isDemo: false, isPrivileged: false }).managerMenu).toBe(
      false,
    );
  });

  it("super users see no company's Alarms list but the provider's, across companies; everyone else their own", () => {
    expect(ORDER.filter((r) => !caps(r).alarmsList)).toEqual(['superUser']);
    expect(ORDER.filter((r) => caps(r).providerAlarms)).toEqual(['superUser']);
  });

  it('alarm editing and calibration: super, manager and full, not limited or demo', () => {
    expect(ORDER.filter((r) => caps(r).editAlarms)).toEqual(['superUser', 'manager', 'full']);
    expect(ORDER.filter((r) => caps(r).calibrate)).toEqual(['superUser', 'manager', 'full']);
  });

  it('deleting comments and user data: editors and demo users (spec 2 §6 "canEdit or demo flag")', () => {
    expect(ORDER.filter((r) => caps(r).deleteAnnotations)).toEqual(['superUser', 'manager', 'full', 'demo']);
  });

  it('assigning any role (Super User, Demo, company change): super users only', () => {
    expect(ORDER.filter((r) => caps(r).assignAnyRole)).toEqual(['superUser']);
  });

  it('the privileged flag gives the company picker and nothing else', () => {
    for (const role of ORDER) {
      const plain = caps(role);
      const privileged = caps(role, true);
      expect(privileged.companyPicker, role).toBe(true);
      expect({ ...privileged, companyPicker: plain.companyPicker }, role).toEqual(plain);
    }
  });
});
