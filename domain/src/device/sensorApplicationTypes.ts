/** Sensor application type codes (spec 2 §9); anything else means none. */
export const SENSOR_APPLICATION_TYPES: Record<number, string> = { 1: 'Tank', 6: 'Pressure', 9: 'Beam Pump', 12: 'Vibration' };

/** What the sensor type select offers for the device's main tag (spec 2 §5); '0' is the 'Select Sensor Type' placeholder. */
export function sensorTypeOptions(defaultTag: string | null | undefined): { value: number; label: string }[] {
  if (defaultTag === 'psr' || defaultTag === 'spsr')
    return [
      { value: 1, label: 'Tank' },
      { value: 6, label: 'Pressure' },
    ];
  if (defaultTag === 'vib' || defaultTag === 'rot')
    return [
      { value: 9, label: 'Beam Pump' },
      { value: 12, label: 'Vibration' },
    ];
  return [];
}

export function sensorApplicationLabel(code: string | number | null | undefined): string {
  return SENSOR_APPLICATION_TYPES[Number(code)] ?? 'None';
}
