import { describe, expect, it } from 'vitest';
import {
  deviceAbilities,
  eventLabel,
  formatFirmwareVersion,
  intervalBounds,
  intervalError,
  intervalSecondsAllowed,
  isValidApiNumber,
  lifecycleLabel,
  minutesToSeconds,
  newDeviceBanner,
  parseApiNumber,
  parseDescriptionOptions,
  secondsToMinutes,
  sensorTypeOptions,
  setDescriptionOption,
  settingKeyVisible,
  settingPending,
  settingsSectionVisible,
  flagsForRole,
} from '../../src';

describe('interval bounds (spec 2 §9)', () => {
  it('users: reading 1 to 500, transmit 15 to 500; super users 0.017 and 0.17', () => {
    expect(intervalBounds({ isSuperUser: false }, 199)).toEqual({ reading: { min: 1, max: 500 }, transmit: { min: 15, max: 500 } });
    expect(intervalBounds({ isSuperUser: true }, 199)).toEqual({ reading: { min: 0.017, max: 500 }, transmit: { min: 0.17, max: 500 } });
  });
  it.each([
    [18499, 500],
    [18500, 5000],
    [19999, 5000],
    [20000, 500],
    [20399, 500],
    [20400, 5000],
    [25097, 5000],
    [null, 500],
    [199, 500],
  ])('firmware %s: transmit max %s', (fw, max) => {
    expect(intervalBounds({ isSuperUser: false }, fw).transmit.max).toBe(max);
  });
  it('messages of the Invalid Value Assigned modal; bounds inclusive', () => {
    const b = intervalBounds({ isSuperUser: false }, 199);
    expect(intervalError('reading', 0.5, b)).toBe('Please enter a value between 1 and 500 minutes (inclusive) for the reading interval.');
    expect(intervalError('transmit', 501, b)).toBe(
      'Please enter a value between 15 and 500 minutes (inclusive) for the transmit interval.',
    );
    expect(intervalError('transmit', NaN, b)).not.toBeNull();
    expect(intervalError('reading', 1, b)).toBeNull();
    expect(intervalError('transmit', 500, b)).toBeNull();
  });
  it('minutes are sent as seconds; the server accepts what the form accepts', () => {
    expect(minutesToSeconds(15)).toBe(900);
    expect(minutesToSeconds(0.017)).toBe(1);
    expect(secondsToMinutes(61)).toBe(1.017);
    const sup = intervalBounds({ isSuperUser: true }, 199);
    expect(intervalSecondsAllowed('reading', minutesToSeconds(0.017), sup)).toBe(true);
    expect(intervalSecondsAllowed('transmit', minutesToSeconds(0.17), sup)).toBe(true);
    expect(intervalSecondsAllowed('reading', 0, sup)).toBe(false);
    expect(intervalSecondsAllowed('reading', 1.5, sup)).toBe(false);
    expect(intervalSecondsAllowed('transmit', 14 * 60, intervalBounds({ isSuperUser: false }, 199))).toBe(false);
  });
});

describe('API number (spec 2 §5)', () => {
  it('non-numeric becomes null; separators are dropped; 10 to 12 digits are valid', () => {
    expect(parseApiNumber('abc')).toBeNull();
    expect(parseApiNumber('')).toBeNull();
    expect(parseApiNumber('42-123-45678')).toBe('4212345678');
    expect(isValidApiNumber('4212345678')).toBe(true);
    expect(isValidApiNumber('421234567890')).toBe(true);
    expect(isValidApiNumber('123456789')).toBe(false);
    expect(isValidApiNumber('1234567890123')).toBe(false);
  });
});

describe('description option string (spec 1)', () => {
  it('parses key:value pairs; an empty value removes the key', () => {
    expect(parseDescriptionOptions('status:Running,contentLevelOil:8 ft')).toEqual({ status: 'Running', contentLevelOil: '8 ft' });
    expect(setDescriptionOption('status:Running,pressure:High', 'status', '')).toBe('pressure:High');
    expect(setDescriptionOption('status:Running', 'flowRate', '420, bbl/d')).toBe('status:Running,flowRate:420  bbl/d');
    expect(parseDescriptionOptions(null)).toEqual({});
  });
});

describe('settings display rules (spec 2 §3, §5)', () => {
  it('section for firmware 167 to 199 and five-digit versions', () => {
    expect([166, 167, 199, 200, 9999, 10000, 25097, 100000, null].map(settingsSectionVisible)).toEqual([
      false,
      true,
      true,
      false,
      false,
      true,
      true,
      false,
      false,
    ]);
  });
  it('five-digit firmware with a decimal point before its last two digits', () => {
    expect(formatFirmwareVersion(18510)).toBe('185.10');
    expect(formatFirmwareVersion(199)).toBe('199');
  });
  it('alarm and error keys hidden; control_ and signatures for super users; sensor type for managers', () => {
    const sup = { isSuperUser: true, isManager: false };
    const man = { isSuperUser: false, isManager: true };
    const user = { isSuperUser: false, isManager: false };
    expect(settingKeyVisible('alarm_high', sup)).toBe(false);
    expect(settingKeyVisible('error_count', sup)).toBe(false);
    expect(settingKeyVisible('control_1', sup)).toBe(true);
    expect(settingKeyVisible('control_1', man)).toBe(false);
    expect(settingKeyVisible('relocate_image_signature', man)).toBe(false);
    expect(settingKeyVisible('sensor_application_type', man)).toBe(true);
    expect(settingKeyVisible('sensor_application_type', user)).toBe(false);
    expect(settingKeyVisible('interval_reading', user)).toBe(true);
  });
  it('pending while the desired value differs from the reported one', () => {
    expect(settingPending({ desiredValue: '600', reportedValue: '300' })).toBe(true);
    expect(settingPending({ desiredValue: '600', reportedValue: '600' })).toBe(false);
    expect(settingPending({ desiredValue: null, reportedValue: '600' })).toBe(false);
  });
  it('sensor type options by main tag', () => {
    expect(sensorTypeOptions('spsr').map((o) => o.value)).toEqual([1, 6]);
    expect(sensorTypeOptions('rot').map((o) => o.value)).toEqual([9, 12]);
    expect(sensorTypeOptions('flw')).toEqual([]);
  });
});

describe('events, statuses, banner, abilities', () => {
  it('event flags in words', () => {
    expect(eventLabel(1)).toBe('Start Up');
    expect(eventLabel(68)).toBe('Start Up - FOTA');
    expect(eventLabel(14)).toBe('Communication error (14)');
    expect(eventLabel(60)).toBe('Modem fault (60)');
    expect(eventLabel(999)).toBe('Event 999');
    expect(lifecycleLabel(10)).toBe('Warrenty Replacement');
  });
  it('the new-device banner in its three wordings', () => {
    const start = 'This is a new device. To place this device in your directory, click the Edit Device button and give the device a';
    expect(newDeviceBanner({ name: null, path: null })).toBe(`${start} name and a directory path`);
    expect(newDeviceBanner({ name: 'Tank', path: '/' })).toBe(`${start} directory path`);
    expect(newDeviceBanner({ name: ' ', path: '/Yard' })).toBe(`${start} name`);
    expect(newDeviceBanner({ name: 'Tank', path: '/Yard' })).toBeNull();
  });
  it('abilities by role', () => {
    expect(deviceAbilities(flagsForRole('demo'))).toEqual({
      rename: false,
      editInfo: false,
      superUser: false,
      settings: false,
      signatures: false,
      sensorType: false,
    });
    expect(deviceAbilities(flagsForRole('limited'))).toMatchObject({ rename: true, editInfo: false });
    expect(deviceAbilities(flagsForRole('full'))).toMatchObject({ editInfo: true, settings: false });
    expect(deviceAbilities(flagsForRole('manager'))).toMatchObject({ editInfo: true, settings: true, signatures: false });
    expect(deviceAbilities(flagsForRole('superUser'))).toMatchObject({ superUser: true, signatures: true });
  });
});
