/** Sensor types that alarm rules and notifications of Update Devices may name (spec 3 §3). */
export const ALARM_SENSOR_TYPES = [
  { tag: 'temp', label: 'temperature' },
  { tag: 'vib', label: 'vibration' },
  { tag: 'swt', label: 'switch' },
] as const;

export function isAlarmSensorType(tag: string): boolean {
  return ALARM_SENSOR_TYPES.some((t) => t.tag === tag);
}
