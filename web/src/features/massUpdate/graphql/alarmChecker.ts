import { graphql, type ItemOf, type ResultOf } from '../../../api/graphql';

export const ALARM_CHECKER = graphql(
  `query AlarmChecker($companyID: Int) { alarmChecker(companyID: $companyID) { id companyID companyName } }`,
);

export type AlarmCheckItem = ItemOf<ResultOf<typeof ALARM_CHECKER>['alarmChecker']>;
