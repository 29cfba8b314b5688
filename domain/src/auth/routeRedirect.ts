import type { Capabilities } from './capabilities';

/** Routes only super users may open (spec 1 §2 "Super users additionally"). */
export const SUPER_USER_ROUTES: readonly string[] = [
  '/admin',
  '/admin/newPO',
  '/admin/stickers',
  '/admin/deviceIDs',
  '/admin/billing',
  '/addCompany',
  '/admin/fota',
  '/admin/sendEmail',
];

const SUPER_USER_VIEWS = ['/ghost', '/battery', '/cellular', '/sku', '/activity'];
const DIRECTORY_ROUTES = ['', '/', '/directory'];

export interface RouteContext {
  isSuperUser: boolean;
  /** A company is chosen in the directory's company tree (only meaningful with the company picker). */
  hasSelectedCompany: boolean;
}

/**
 * Where a route sends a user who may not see it (spec 1 §2 "Redirects"), or null to show it.
 * Routes that are open to all but refuse data (team, message log) are not redirected here.
 */
export function routeRedirect(path: string, caps: Capabilities, ctx: RouteContext): string | null {
  if (path === '/alerts' && !caps.tardyList) return '/alarms';
  if (SUPER_USER_VIEWS.includes(path) && !caps.admin) return '/alarms';
  if (DIRECTORY_ROUTES.includes(path) && caps.companyPicker && !ctx.hasSelectedCompany) {
    return ctx.isSuperUser ? '/alerts' : '/alarms';
  }
  if (SUPER_USER_ROUTES.includes(path) && !caps.admin) return '/';
  if (path === '/manager' && !caps.managerMenu) return '/';
  if ((path === '/manager/update' || path === '/manager/alarmsSet') && !caps.massUpdate) return '/';
  return null;
}
