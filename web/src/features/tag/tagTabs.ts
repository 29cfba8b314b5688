/** The sensor page's tabs by tag (spec 2 §2.2): the four fixed ones, then the report tabs the tag has. */
export interface TagTab {
  value: string;
  label: string;
  report?: boolean;
}

export function tagTabs(tag: string, tankName: string | null | undefined): TagTab[] {
  const tabs: TagTab[] = [
    { value: 'graph', label: 'Graph' },
    { value: 'table', label: 'Table' },
    { value: 'alarms', label: 'Alarms' },
    { value: 'settings', label: 'Settings' },
  ];
  if ((tag === 'spsr' || tag === 'dspsr') && tankName) tabs.push({ value: 'consumption', label: 'Consumption Report', report: true });
  if (tag === 'spsr' || tag === 'dspsr') tabs.push({ value: 'production', label: 'Production Report', report: true });
  if (tag === 'puls') tabs.push({ value: 'turbine', label: 'Turbine Report', report: true });
  if (tag === 'flw') tabs.push({ value: 'flow', label: 'Flow Report', report: true });
  return tabs;
}
