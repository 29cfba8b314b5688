import { operation } from '../../../api/graphql';

export interface TaskItem {
  id: number;
  priority: number | null;
  isComplete: boolean;
  notes: string | null;
  type: string | null;
}

export interface DeviceWithTasks {
  id: number;
  name: string | null;
  company: { name: string | null } | null;
  tasks: TaskItem[];
}

export const GET_DEVICE_TASKS = operation<{ devicesRe: DeviceWithTasks[] }, { limit: number }>(
  'DeviceTasks',
  `query DeviceTasks($limit: Int) {
  devicesRe(query: "all", limit: $limit) { id name company { name } tasks { id priority isComplete notes type } }
}`,
);
