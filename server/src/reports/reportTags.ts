/** The sensors that have a daily report (spec 2 §2.2; domain reportKindOf): tank levels, turbines, flow. */
export const REPORT_TAGS = ['spsr', 'dspsr', 'puls', 'flw'];
