import { lazy } from 'react';

/**
 * The sensor page's tabs other than Graph, loaded when first opened: the first graph should not wait for the code
 * of alarms, reports (with the spreadsheet writer), settings and the table (the sensor page's target: first graph under 500 ms).
 * Their code starts loading once the page has drawn (preloadTagTabs).
 */
const load = {
  alarms: () => import('../alarms/AlarmsTab'),
  report: () => import('../reports/ReportTab'),
  settings: () => import('./settings/SettingsTab'),
  table: () => import('./table/TableTab'),
};

export const TAG_TABS = {
  AlarmsTab: lazy(() => load.alarms().then((m) => ({ default: m.AlarmsTab }))),
  ReportTab: lazy(() => load.report().then((m) => ({ default: m.ReportTab }))),
  SettingsTab: lazy(() => load.settings().then((m) => ({ default: m.SettingsTab }))),
  TableTab: lazy(() => load.table().then((m) => ({ default: m.TableTab }))),
  /** Fetches every tab's code in the background, so switching tabs does not wait. */
  preload: () => {
    for (const f of Object.values(load)) f().catch(() => undefined);
  },
};
