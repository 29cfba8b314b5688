import { FLEET } from '../../src/demo/demoFleet';
import { demoSimDevices } from '../../src/simulator/demoSimDevices';

/* The demo devices the simulator plays and those it leaves silent: what simulator.test.ts and simulatedDevices.test.ts share. */

export const devices = demoSimDevices(new Date());
export const simIds = devices.map((d) => d.id);
export const silentIds = FLEET.map((f) => f.id).filter((id) => !simIds.includes(id));
