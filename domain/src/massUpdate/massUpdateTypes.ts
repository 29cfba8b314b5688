/** The arguments of updateMassSetting (spec 3 §7): ids as typed, eleven setting slots, rules and actions. */
export interface MassRuleInput {
  name?: string | null;
  tag?: string | null;
  symbol?: number | null;
  value?: number | null;
  desc?: string | null;
}

export interface MassActionInput {
  delay?: number | null;
  tag?: string | null;
  action?: string | null;
  userID?: number | null;
}

/**
 * Slots (spec 3 §3): 1 application signature, 2 relocate signature, 3 path, 4 company id, 5 reading interval
 * (minutes), 6 unused, 7 group id, 8 tag, 9 display units, 10 thresholds 'criticalHigh,criticalLow,highWarning,lowWarning'
 * (in the tag's display unit), 11 transmit interval (minutes).
 */
export interface MassUpdateArgs {
  deviceIDs: string;
  setting1?: string | null;
  setting2?: string | null;
  setting3?: string | null;
  setting4?: string | null;
  setting5?: string | null;
  setting6?: string | null;
  setting7?: string | null;
  setting8?: string | null;
  setting9?: string | null;
  setting10?: string | null;
  setting11?: string | null;
  rules?: MassRuleInput[] | null;
  actions?: MassActionInput[] | null;
}

export interface MassThresholds {
  criticalHigh: number | null;
  criticalLow: number | null;
  highWarning: number | null;
  lowWarning: number | null;
}

/** What a valid request changes; null means "leave as it is". */
export interface MassChange {
  applicationSignature: string | null;
  relocateSignature: string | null;
  path: string | null;
  companyId: number | null;
  readingMinutes: number | null;
  groupId: number | null;
  tag: string | null;
  displayUnits: string | null;
  thresholds: MassThresholds | null;
  transmitMinutes: number | null;
  rules: { name: string; tag: string; symbol: 1 | -1; value: number; desc: string | null }[];
  actions: { userId: number; tag: string; delay: number; action: 'sms' | 'email' }[];
}
