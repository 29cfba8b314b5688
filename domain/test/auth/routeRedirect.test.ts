import { describe, expect, it } from 'vitest';
import { capabilitiesOf } from '../../src/auth/capabilities';
import { flagsForRole, type Role } from '../../src/auth/role';
import { SUPER_USER_ROUTES, routeRedirect } from '../../src/auth/routeRedirect';

interface Who {
  role: Role;
  privileged?: boolean;
  company?: boolean;
}

/** Where `path` sends the user, or null when it is shown. A company is selected unless told otherwise. */
function go(path: string, who: Who): string | null {
  const flags = flagsForRole(who.role);
  return routeRedirect(path, capabilitiesOf({ ...flags, isPrivileged: who.privileged ?? false }), {
    isSuperUser: flags.isSuperUser,
    hasSelectedCompany: who.company ?? true,
  });
}

const ROLES: Role[] = ['superUser', 'manager', 'full', 'limited', 'demo'];
const NON_SUPER: Role[] = ['manager', 'full', 'limited', 'demo'];

describe('routeRedirect (spec 1 §2 "Redirects", spec 3 §2)', () => {
  it('Tardy Devices (/alerts) goes to /alarms for users who are neither super users nor managers', () => {
    expect(go('/alerts', { role: 'superUser' })).toBeNull();
    expect(go('/alerts', { role: 'manager' })).toBeNull();
    for (const role of ['full', 'limited', 'demo'] as const) {
      expect(go('/alerts', { role }), role).toBe('/alarms');
      expect(go('/alerts', { role, privileged: true }), `privileged ${role}`).toBe('/alarms');
    }
  });

  it('Possible Ghosts, Battery, Cellular, SKU and Activity go to /alarms for every non-super user', () => {
    for (const path of ['/ghost', '/battery', '/cellular', '/sku', '/activity']) {
      expect(go(path, { role: 'superUser' }), path).toBeNull();
      for (const role of NON_SUPER) {
        expect(go(path, { role }), `${role} ${path}`).toBe('/alarms');
        expect(go(path, { role, privileged: true }), `privileged ${role} ${path}`).toBe('/alarms');
      }
    }
  });

  it('a super user without a selected company is sent from the directory to /alerts', () => {
    for (const path of ['', '/', '/directory']) {
      expect(go(path, { role: 'superUser', company: false }), path).toBe('/alerts');
      expect(go(path, { role: 'superUser', company: true }), path).toBeNull();
    }
    // the target itself is not redirected again
    expect(go('/alerts', { role: 'superUser', company: false })).toBeNull();
  });

  it('a privileged non-super user without a company is sent from the directory to /alarms', () => {
    for (const path of ['', '/', '/directory']) {
      for (const role of NON_SUPER) {
        expect(go(path, { role, privileged: true, company: false }), `${role} ${path}`).toBe('/alarms');
        expect(go(path, { role, privileged: true, company: true }), `${role} ${path}`).toBeNull();
      }
    }
    expect(go('/alarms', { role: 'limited', privileged: true, company: false })).toBeNull();
  });

  it('ordinary users never need a selected company for the directory', () => {
    for (const path of ['', '/', '/directory']) {
      for (const role of NON_SUPER) expect(go(path, { role, company: false }), `${role} ${path}`).toBeNull();
    }
  });

  it('super-user routes send everyone else to /', () => {
    expect(SUPER_USER_ROUTES).toEqual(
      expect.arrayContaining([
        '/admin',
        '/admin/newPO',
        '/admin/stickers',
        '/admin/deviceIDs',
        '/admin/billing',
        '/addCompany',
        '/admin/fota',
        '/admin/sendEmail',
      ]),
    );
    for (const path of SUPER_USER_ROUTES) {
      expect(go(path, { role: 'superUser' }), path).toBeNull();
      for (const role of NON_SUPER) {
        expect(go(path, { role }), `${role} ${path}`).toBe('/');
        expect(go(path, { role, privileged: true }), `privileged ${role} ${path}`).toBe('/');
      }
    }
  });

  it('/manager is only for managers who are not super users', () => {
    expect(go('/manager', { role: 'manager' })).toBeNull();
    for (const role of ['superUser', 'full', 'limited', 'demo'] as const) expect(go('/manager', { role }), role).toBe('/');
  });

  it('/manager/update and /manager/alarmsSet are for managers and super users', () => {
    for (const path of ['/manager/update', '/manager/alarmsSet']) {
      expect(go(path, { role: 'superUser' }), path).toBeNull();
      expect(go(path, { role: 'manager' }), path).toBeNull();
      for (const role of ['full', 'limited', 'demo'] as const) expect(go(path, { role }), `${role} ${path}`).toBe('/');
    }
  });

  it('does not redirect /team (it refuses data instead) nor the routes open to everyone', () => {
    const open = [
      '/team',
      '/team/user/5',
      '/team/group/3',
      '/alarms',
      '/reboot',
      '/tasks',
      '/allDevices',
      '/newDevices',
      '/addDevice',
      '/account',
      '/devices/12',
      '/devices/12/tags/psr',
      '/admin/messageLog',
      '/admin/messageLog/12',
      '/unsubscribe',
    ];
    for (const path of open) {
      for (const role of ROLES) expect(go(path, { role }), `${role} ${path}`).toBeNull();
    }
  });
});
