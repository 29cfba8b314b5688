import { sortRows } from '@fieldwatch/domain';
import type { DeviceWithTasks, TaskItem } from './graphql/tasks';

export interface OpenTask {
  task: TaskItem;
  device: DeviceWithTasks;
}

/** The devices' tasks that are not complete, most urgent (lowest priority number) first. */
export function openTasks(devices: readonly DeviceWithTasks[]): OpenTask[] {
  const open = devices.flatMap((device) => device.tasks.filter((t) => !t.isComplete).map((task) => ({ task, device })));
  return sortRows(open, (row) => row.task.priority, 'asc');
}
