import { graphql, type ResultOf } from '../../api/graphql';

/**
 * A sensor channel as its card reads it, and nothing more: the directory asks it for every channel of a page of
 * devices, so a field here costs on every card (the device page's streams spread it and add what they edit).
 * The newest calibration: the card shows the value as calibrated (calibratedReading in domain); `alarms.trigger`:
 * some alarm rule of the tag has been sent, the card shows a warning icon.
 */
export const CARD_TAG_FIELDS = graphql(`fragment CardTagFields on Tag {
  tag ymin ymax time value displayUnits
  calibration { fluid sg api tds offset tankHeight tankVolume tankShape gallonsPerInch kFactor productionOffset strap }
  alarms { flag trigger }
}`);

/**
 * The device fields the device and tag cards read, as a GraphQL fragment so every screen that shows cards
 * (directory, New Devices, Alarms) asks for the same selection: spread `...DeviceCardFields` in the document and
 * type the result with CardDevice.
 */
export const DEVICE_CARD_FIELDS = graphql(`fragment DeviceCardFields on Device {
  id name path isActive latitude longitude lastTimeMessageReceived batteryLevel solarPowered
  displayUnits defaultTag iconFluid companyID
  tags { ...CardTagFields }
}`);

export type CardDevice = ResultOf<typeof DEVICE_CARD_FIELDS>;
export type CardTag = ResultOf<typeof CARD_TAG_FIELDS>;
