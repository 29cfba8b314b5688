/**
 * The device fields the device and tag cards read, as a GraphQL fragment so every screen that shows cards
 * (directory, New Devices, Alarms) asks for the same selection. Use it as
 *   `query X { devicesRe(...) { ...DeviceCardFields } } ${DEVICE_CARD_FIELDS}`
 * and type the result with CardDevice.
 */
export const DEVICE_CARD_FIELDS = `fragment DeviceCardFields on Device {
  id name path isActive latitude longitude lastTimeMessageReceived batteryLevel solarPowered
  displayUnits defaultTag iconFluid companyID
  tags {
    id deviceID tag ymin ymax time value displayUnits barrelsPerInch
    calibration { fluid tankName sg api tds offset tankHeight tankVolume tankShape gallonsPerInch kFactor productionOffset strap }
    alarms { flag acknowledged trigger }
  }
}`;

export interface CardTagAlarms {
  flag: string;
  acknowledged: boolean;
  /** Some alarm rule of the tag has been sent: the card shows a warning icon. */
  trigger: boolean;
}

export interface CardCalibration {
  fluid: string | null;
  tankName: string | null;
  sg: number | null;
  api: number | null;
  tds: number | null;
  offset: number | null;
  tankHeight: number | null;
  tankVolume: number | null;
  tankShape: string | null;
  gallonsPerInch: number | null;
  kFactor: number | null;
  productionOffset: number | null;
  strap: { inches: number; gallons: number }[] | null;
}

export interface CardTag {
  id: number;
  deviceID: number;
  tag: string;
  ymin: number | null;
  ymax: number | null;
  /** Epoch seconds of the latest reading. */
  time: number | null;
  /** In the tag type's base unit. */
  value: number | null;
  displayUnits: string | null;
  barrelsPerInch: number | null;
  /** The newest calibration: the card shows the value as calibrated (calibratedReading in domain). */
  calibration: CardCalibration | null;
  alarms: CardTagAlarms | null;
}

export interface CardDevice {
  id: number;
  name: string | null;
  path: string | null;
  isActive: boolean;
  latitude: number | null;
  longitude: number | null;
  /** Epoch seconds. */
  lastTimeMessageReceived: number | null;
  /** Volts. */
  batteryLevel: number | null;
  solarPowered: boolean;
  displayUnits: string | null;
  defaultTag: string | null;
  iconFluid: string | null;
  companyID: number | null;
  tags: CardTag[];
}
