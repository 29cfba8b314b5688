import { graphql, type ResultOf, type VariablesOf } from '../../../api/graphql';

/** The Alarms tab: thresholds, rules, notification actions, the alarm log and who can be notified. */
export const ALARM_PANEL_FIELDS = graphql(`fragment AlarmPanelFields on TagAlarmPanel {
  deviceID tag displayUnits flag acknowledged criticalHigh criticalLow highWarning lowWarning low high
  rules { id name symbol value desc sent holdMinutes deadBand }
  thresholdHolds { threshold holdMinutes deadBand } offlineAlarm { factor raised }
  actions { id delay action user { id firstName lastName } group { id name } repeatEvery repeatTimes repeatFor }
  log { id time action value unit detail user { id firstName lastName } conditionSince }
  synced canEdit targets { users { id firstName lastName } groups { id name } }
}`);

export type AlarmPanel = ResultOf<typeof ALARM_PANEL_FIELDS>;

export const GET_TAG_ALARM_PANEL = graphql(
  `query TagAlarmPanel($deviceID: Int!, $tag: String!) { tagAlarmPanel(deviceID: $deviceID, tag: $tag) { ...AlarmPanelFields } }`,
);

export const UPDATE_ALARMS =
  graphql(`mutation UpdateAlarms($deviceID: Int!, $tag: String!, $low: Float, $high: Float, $lowWarning: Float, $highWarning: Float,
  $criticalLow: Float, $criticalHigh: Float, $actions: [AlarmActionInput!], $rules: [AlarmRuleInput!], $removeOrUpdate: String,
  $thresholdHolds: [AlarmThresholdHoldInput!], $offlineAlarm: OfflineAlarmInput) {
  updateAlarms(deviceID: $deviceID, tag: $tag, low: $low, high: $high, lowWarning: $lowWarning, highWarning: $highWarning,
    criticalLow: $criticalLow, criticalHigh: $criticalHigh, actions: $actions, rules: $rules, removeOrUpdate: $removeOrUpdate,
    thresholdHolds: $thresholdHolds, offlineAlarm: $offlineAlarm) { ...AlarmPanelFields }
}`);

export type UpdateAlarmsVariables = VariablesOf<typeof UPDATE_ALARMS>;

export const TEST_ALARM = graphql(
  `mutation TestAlarm($deviceID: Int!, $tag: String!) { testAlarm(deviceID: $deviceID, tag: $tag) { flag } }`,
);
