/**
 * The device topics (docs/device-protocol.md) as an external broker sees them: devices publish QoS 1 to
 * devices/{id}/up/{type} and subscribe to devices/{id}/down/#; the server takes the uplinks through an MQTT 5
 * shared subscription and publishes the retained settings downlink.
 */
export const UPLINK = /^devices\/(\d{1,15})\/up\/([a-z]{1,16})$/;
export const DEFAULT_SHARE_GROUP = 'fieldwatch';
const DEVICE_ID = /^[1-9]\d{0,14}$/;

export function sharedUplinkFilter(group: string): string {
  return `$share/${group}/devices/+/up/+`;
}

export function downlinkTopic(deviceId: number): string {
  return `devices/${deviceId}/down/settings`;
}

/** The device id an MQTT username names (the username is the id), or null. */
export function deviceIdOf(username: unknown): number | null {
  if (typeof username !== 'string' || !DEVICE_ID.test(username)) return null;
  const id = Number(username);
  return Number.isSafeInteger(id) ? id : null;
}

/** A device may publish only its own uplinks: devices/{id}/up/{type}, no wildcard (a topic name, not a filter). */
export function devicePublishAllowed(deviceId: number, topic: string): boolean {
  const m = UPLINK.exec(topic);
  return m !== null && Number(m[1]) === deviceId;
}

/**
 * A device may subscribe only under its own downlink: devices/{id}/down/# or a filter below it
 * (devices/{id}/down/settings, devices/{id}/down/+). Never a shared subscription, never another device's tree.
 */
export function deviceSubscribeAllowed(deviceId: number, filter: string): boolean {
  const prefix = `devices/${deviceId}/down/`;
  if (filter === `devices/${deviceId}/down/#`) return true;
  if (!filter.startsWith(prefix)) return false;
  const rest = filter.slice(prefix.length).split('/');
  // '#' only as the whole last level, '+' only as a whole level: anything else is not a valid filter anyway
  return rest.every((level, i) =>
    level === '#' ? i === rest.length - 1 : !level.includes('#') && (level === '+' || !level.includes('+')),
  );
}

/** A device may receive (read) only messages published under its own downlink. */
export function deviceReadAllowed(deviceId: number, topic: string): boolean {
  return topic.startsWith(`devices/${deviceId}/down/`) && !topic.includes('+') && !topic.includes('#');
}
