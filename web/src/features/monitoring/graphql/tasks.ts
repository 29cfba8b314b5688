import { graphql, type ItemOf, type ResultOf } from '../../../api/graphql';

export const GET_DEVICE_TASKS = graphql(`query DeviceTasks($limit: Int) {
  devicesRe(query: "all", limit: $limit) { id name company { name } tasks { id priority isComplete notes type } }
}`);

export type DeviceWithTasks = ItemOf<ResultOf<typeof GET_DEVICE_TASKS>['devicesRe']>;
export type TaskItem = ItemOf<DeviceWithTasks['tasks']>;
