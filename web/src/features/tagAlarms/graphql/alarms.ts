import { operation } from '../../../api/graphql';

export interface PanelUser {
  id: number;
  firstName: string;
  lastName: string;
}

export interface AlarmPanel {
  deviceID: number;
  tag: string;
  displayUnits: string;
  flag: string;
  acknowledged: boolean;
  criticalHigh: number | null;
  criticalLow: number | null;
  highWarning: number | null;
  lowWarning: number | null;
  low: number | null;
  high: number | null;
  rules: { id: number; name: string; symbol: number; value: number; desc: string | null; sent: number }[];
  actions: { id: number; delay: number; action: string; user: PanelUser | null; group: { id: number; name: string | null } | null }[];
  log: { id: number; time: number; action: string; value: number | null; unit: string | null; detail: string | null; user: PanelUser | null }[];
  synced: boolean | null;
  targets: { users: PanelUser[]; groups: { id: number; name: string | null }[] };
  canEdit: boolean;
}

const PANEL = `deviceID tag displayUnits flag acknowledged criticalHigh criticalLow highWarning lowWarning low high
  rules { id name symbol value desc sent }
  actions { id delay action user { id firstName lastName } group { id name } }
  log { id time action value unit detail user { id firstName lastName } }
  synced canEdit targets { users { id firstName lastName } groups { id name } }`;

export const GET_TAG_ALARM_PANEL = operation<{ tagAlarmPanel: AlarmPanel }, { deviceID: number; tag: string }>(
  'TagAlarmPanel',
  `query TagAlarmPanel($deviceID: Int!, $tag: String!) { tagAlarmPanel(deviceID: $deviceID, tag: $tag) { ${PANEL} } }`,
);

export interface UpdateAlarmsVariables {
  deviceID: number;
  tag: string;
  low?: number | null;
  high?: number | null;
  lowWarning?: number | null;
  highWarning?: number | null;
  criticalLow?: number | null;
  criticalHigh?: number | null;
  actions?: { userID: number | null; groupID: number | null; action: string; delay: number }[];
  rules?: { name: string; symbol: number; value: number; desc: string | null }[];
  removeOrUpdate: 'update' | 'remove';
}

export const UPDATE_ALARMS = operation<{ updateAlarms: AlarmPanel }, UpdateAlarmsVariables>(
  'UpdateAlarms',
  `mutation UpdateAlarms($deviceID: Int!, $tag: String!, $low: Float, $high: Float, $lowWarning: Float, $highWarning: Float,
  $criticalLow: Float, $criticalHigh: Float, $actions: [AlarmActionInput!], $rules: [AlarmRuleInput!], $removeOrUpdate: String) {
  updateAlarms(deviceID: $deviceID, tag: $tag, low: $low, high: $high, lowWarning: $lowWarning, highWarning: $highWarning,
    criticalLow: $criticalLow, criticalHigh: $criticalHigh, actions: $actions, rules: $rules, removeOrUpdate: $removeOrUpdate) { ${PANEL} }
}`,
);

export const TEST_ALARM = operation<{ testAlarm: { flag: string | null } }, { deviceID: number; tag: string }>(
  'TestAlarm',
  `mutation TestAlarm($deviceID: Int!, $tag: String!) { testAlarm(deviceID: $deviceID, tag: $tag) { flag } }`,
);
