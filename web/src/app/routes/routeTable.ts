import { lazyScreen, type LazyScreen } from './lazyScreen';

export type SidebarKind = 'directory' | 'team' | 'none';
/** Which top-bar entry is highlighted; 'tools' is the admin or manager gear, whichever the user has. */
export type TabKind = 'directory' | 'team' | 'tools' | 'account';

export interface AppRoute {
  /** react-router pattern; '/' also serves the empty path. */
  path: string;
  screen: LazyScreen;
  sidebar: SidebarKind;
  tab: TabKind;
  /** Parameters that must be whole numbers; anything else is an unknown route. */
  numeric?: readonly string[];
}

const overview = lazyScreen(() => import('../../features/overview/LandingPage'), 'LandingPage');
const messageLog = lazyScreen(() => import('../../features/admin/MessageLogPage'), 'MessageLogPage');

const directory = (path: string, screen: AppRoute['screen'], numeric?: readonly string[]): AppRoute => ({
  path,
  screen,
  sidebar: 'directory',
  tab: 'directory',
  numeric,
});
const team = (path: string, screen: AppRoute['screen'], numeric?: readonly string[]): AppRoute => ({
  path,
  screen,
  sidebar: 'team',
  tab: 'team',
  numeric,
});
const tools = (path: string, screen: AppRoute['screen'], numeric?: readonly string[]): AppRoute => ({
  path,
  screen,
  sidebar: 'none',
  tab: 'tools',
  numeric,
});

/** Spec 1 §2 and spec 3 §2 route tables. Who may open what is decided by routeRedirect, not here. */
export const ROUTES: readonly AppRoute[] = [
  directory('/', overview),
  directory(
    '/directory',
    lazyScreen(() => import('../../features/directory/DirectoryPage'), 'DirectoryPage'),
  ),
  directory(
    '/alarms',
    lazyScreen(() => import('../../features/monitoring/AlarmsPage'), 'AlarmsPage'),
  ),
  directory(
    '/alerts',
    lazyScreen(() => import('../../features/monitoring/TardyDevicesPage'), 'TardyDevicesPage'),
  ),
  directory(
    '/ghost',
    lazyScreen(() => import('../../features/monitoring/GhostsPage'), 'GhostsPage'),
  ),
  directory(
    '/battery',
    lazyScreen(() => import('../../features/monitoring/BatteryPage'), 'BatteryPage'),
  ),
  directory(
    '/cellular',
    lazyScreen(() => import('../../features/monitoring/CellularPage'), 'CellularPage'),
  ),
  directory(
    '/sku',
    lazyScreen(() => import('../../features/monitoring/SkuPage'), 'SkuPage'),
  ),
  directory(
    '/reboot',
    lazyScreen(() => import('../../features/monitoring/RebootPage'), 'RebootPage'),
  ),
  directory(
    '/tasks',
    lazyScreen(() => import('../../features/monitoring/TasksPage'), 'TasksPage'),
  ),
  directory(
    '/activity',
    lazyScreen(() => import('../../features/monitoring/ActivityPage'), 'ActivityPage'),
  ),
  directory(
    '/manufacturingChecklist',
    lazyScreen(() => import('../../features/monitoring/ManufacturingChecklistPage'), 'ManufacturingChecklistPage'),
  ),
  directory(
    '/allDevices',
    lazyScreen(() => import('../../features/directory/AllDevicesPage'), 'AllDevicesPage'),
  ),
  directory(
    '/newDevices',
    lazyScreen(() => import('../../features/directory/NewDevicesPage'), 'NewDevicesPage'),
  ),
  directory(
    '/addDevice',
    lazyScreen(() => import('../../features/addDevice/AddDevicePage'), 'AddDevicePage'),
  ),
  directory(
    '/devices/:deviceID',
    lazyScreen(() => import('../../features/device/DevicePage'), 'DevicePage'),
    ['deviceID'],
  ),
  directory(
    '/devices/:deviceID/tags/:tag',
    lazyScreen(() => import('../../features/tag/TagPage'), 'TagPage'),
    ['deviceID'],
  ),
  {
    path: '/account',
    screen: lazyScreen(() => import('../../features/account/AccountPage'), 'AccountPage'),
    sidebar: 'none',
    tab: 'account',
  },
  {
    path: '/unsubscribe',
    screen: lazyScreen(() => import('../../features/account/UnsubscribePage'), 'UnsubscribePage'),
    sidebar: 'none',
    tab: 'account',
  },
  {
    path: '/acknowledge',
    screen: lazyScreen(() => import('../../features/alarms/ackFromMessage/AcknowledgePage'), 'AcknowledgePage'),
    sidebar: 'none',
    tab: 'account',
  },

  team(
    '/team',
    lazyScreen(() => import('../../features/team/TeamPage'), 'TeamPage'),
  ),
  team(
    '/addUser',
    lazyScreen(() => import('../../features/team/AddUserPage'), 'AddUserPage'),
  ),
  team(
    '/addGroup',
    lazyScreen(() => import('../../features/team/AddGroupPage'), 'AddGroupPage'),
  ),
  team(
    '/addCompany',
    lazyScreen(() => import('../../features/team/AddCompanyPage'), 'AddCompanyPage'),
  ),
  team(
    '/team/group/:groupIDFromRoute',
    lazyScreen(() => import('../../features/team/GroupPage'), 'GroupPage'),
    ['groupIDFromRoute'],
  ),
  team(
    '/team/user/:userID',
    lazyScreen(() => import('../../features/team/UserPage'), 'UserPage'),
    ['userID'],
  ),
  team(
    '/team/companyWide/:companyIDFromRoute',
    lazyScreen(() => import('../../features/team/CompanyWidePage'), 'CompanyWidePage'),
    ['companyIDFromRoute'],
  ),

  tools(
    '/admin',
    lazyScreen(() => import('../../features/admin/AdminPage'), 'AdminPage'),
  ),
  tools(
    '/admin/newPO',
    lazyScreen(() => import('../../features/admin/NewPOPage'), 'NewPOPage'),
  ),
  tools(
    '/admin/stickers',
    lazyScreen(() => import('../../features/admin/StickersPage'), 'StickersPage'),
  ),
  tools(
    '/admin/deviceIDs',
    lazyScreen(() => import('../../features/admin/DeviceIDsPage'), 'DeviceIDsPage'),
  ),
  tools(
    '/admin/billing',
    lazyScreen(() => import('../../features/admin/BillingPage'), 'BillingPage'),
  ),
  tools(
    '/admin/fota',
    lazyScreen(() => import('../../features/admin/FotaPage'), 'FotaPage'),
  ),
  tools(
    '/admin/sendEmail',
    lazyScreen(() => import('../../features/admin/SendEmailPage'), 'SendEmailPage'),
  ),
  tools(
    '/admin/sendEmail/testing',
    lazyScreen(() => import('../../features/admin/EmailTestingPage'), 'EmailTestingPage'),
  ),
  tools('/admin/messageLog', messageLog),
  tools('/admin/messageLog/:deviceID', messageLog, ['deviceID']),
  tools(
    '/logistics',
    lazyScreen(() => import('../../features/admin/LogisticsPage'), 'LogisticsPage'),
  ),
  tools(
    '/manager',
    lazyScreen(() => import('../../features/massUpdate/ManagerPage'), 'ManagerPage'),
  ),
  tools(
    '/manager/update',
    lazyScreen(() => import('../../features/massUpdate/UpdateDevicesPage'), 'UpdateDevicesPage'),
  ),
  tools(
    '/manager/alarmsSet',
    lazyScreen(() => import('../../features/massUpdate/AlarmsSetPage'), 'AlarmsSetPage'),
  ),
];
