/**
 * How many devices' alarm configurations the alarm engine keeps in memory unless ALARM_CACHE_DEVICES says otherwise:
 * about 1 KB a device (its tags' thresholds, rules and calibrations), so some 20 MB at most, and room for every
 * device that reports within the hour of a fleet of 20,000. A larger fleet still works: the devices used least
 * recently are loaded again with their next message.
 */
export const DEFAULT_CACHE_DEVICES = 20_000;
