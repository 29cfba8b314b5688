/** Whether a process of this id exists (signal 0 only asks); false once it is gone. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
