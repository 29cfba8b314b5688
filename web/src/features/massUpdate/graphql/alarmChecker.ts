import { operation } from '../../../api/graphql';

export interface AlarmCheckItem {
  id: number;
  companyID: number;
  companyName: string;
}

export const ALARM_CHECKER = operation<{ alarmChecker: AlarmCheckItem[] }, { companyID: number | null }>(
  'AlarmChecker',
  `query AlarmChecker($companyID: Int) { alarmChecker(companyID: $companyID) { id companyID companyName } }`,
);
