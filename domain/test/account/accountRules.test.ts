import { describe, expect, it } from 'vitest';
import {
  apiKeyPrefix,
  checkProfileInput,
  directoryCsv,
  formatCountdown,
  isApiKeyFormat,
  isDeviceOnline,
  parseAddDeviceInput,
  parseNotificationSettings,
  type DirectoryCsvDevice,
} from '../../src/index';

describe('add device rules', () => {
  it('counts down 60.5 s as m:ss and never below 0:00', () => {
    expect(formatCountdown(60_500)).toBe('1:00');
    expect(formatCountdown(59_999)).toBe('0:59');
    expect(formatCountdown(5_000)).toBe('0:05');
    expect(formatCountdown(-10)).toBe('0:00');
  });

  it('a device is online from its first message until it is offline in the directory sense (18 h)', () => {
    expect(isDeviceOnline(null, 1000)).toBe(false);
    expect(isDeviceOnline(1000, 1000)).toBe(true);
    expect(isDeviceOnline(0, 64_800)).toBe(true);
    expect(isDeviceOnline(0, 64_801)).toBe(false);
  });

  it('takes device ID and pin as whole numbers', () => {
    expect(parseAddDeviceInput(' 20101 ', '0123')).toEqual({ deviceID: 20101, pin: 123 });
    expect(parseAddDeviceInput('', '1234')).toBeNull();
    expect(parseAddDeviceInput('12a', '1234')).toBeNull();
    expect(parseAddDeviceInput('0', '1234')).toBeNull();
    expect(parseAddDeviceInput('5', '12345')).toBeNull();
  });
});

describe('notification settings', () => {
  it('reads known boolean flags and refuses anything else', () => {
    expect(parseNotificationSettings('{"tardy":false}')).toEqual({ tardy: false });
    expect(parseNotificationSettings('{"tardy":"no"}')).toBeNull();
    expect(parseNotificationSettings('{"extra":true}')).toBeNull();
    expect(parseNotificationSettings('[true]')).toBeNull();
    expect(parseNotificationSettings('nope')).toBeNull();
  });
});

describe('profile input', () => {
  const current = { first_name: 'Ann', last_name: 'Lee', phone_number: '5552010001', email: 'ann@x.test' };
  it('normalises phone and e-mail and keeps absent fields', () => {
    expect(checkProfileInput({ phoneNumber: '(415) 555-1234', email: ' Ann@X.Test ' }, current)).toEqual({
      ok: true,
      change: { phone_number: '4155551234', email: 'ann@x.test' },
    });
  });
  it('refuses a bad phone, e-mail or country code, a missing name, and losing both contacts', () => {
    expect(checkProfileInput({ phoneNumber: '123' }, current)).toMatchObject({ ok: false, field: 'phoneNumber' });
    expect(checkProfileInput({ email: 'a@b' }, current)).toMatchObject({ ok: false, field: 'email' });
    expect(checkProfileInput({ countryCode: '+7' }, current)).toMatchObject({ ok: false, field: 'countryCode' });
    expect(checkProfileInput({ firstName: '', lastName: ' ' }, current)).toMatchObject({ ok: false, field: 'firstName' });
    expect(checkProfileInput({ phoneNumber: '', email: '' }, current)).toMatchObject({ ok: false });
    expect(checkProfileInput({ phoneNumber: '' }, current)).toEqual({ ok: true, change: { phone_number: null } });
  });
});

describe('API key format', () => {
  it('recognises keys by their mark and shape, and names them by prefix', () => {
    const key = `fwk_Ab12Cd34_${'x'.repeat(43)}`;
    expect(isApiKeyFormat(key)).toBe(true);
    expect(apiKeyPrefix(key)).toBe('fwk_Ab12Cd34');
    expect(isApiKeyFormat('eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBe(false);
    expect(isApiKeyFormat('fwk_short_x')).toBe(false);
  });
});

describe('directory CSV', () => {
  it('quotes every field and doubles quotes', () => {
    const d: DirectoryCsvDevice = {
      id: 7,
      userAssignedID: null,
      name: 'Tank "A", north',
      path: '/P',
      isActive: true,
      longitude: -101.5,
      latitude: 31.9,
      latestReading: 8.2,
      lastTimeMessageReceived: 0,
      batteryLevel: 3.9,
      displayUnits: 'ft',
      defaultTag: 'spsr',
      companyID: 2,
      firmwareVersion: 201,
      company: { name: 'Acme' },
      timeZone: 'America/Chicago',
    };
    const [header, row] = directoryCsv([d]).trim().split('\r\n');
    expect(header?.startsWith('"ID","User Assigned ID","Name"')).toBe(true);
    expect(header).toContain('"Last Message Received (site time)"');
    expect(header?.endsWith('"Company","Site Time Zone"')).toBe(true);
    expect(row).toBe(
      '"7","","Tank ""A"", north","/P","yes","31.9","-101.5","8.2","ft","spsr","1969-12-31 18:00:00","-06:00","3.9","201","2","Acme","America/Chicago"',
    );
  });

  it("writes the reading as the device's card shows it, in the unit of the next column", () => {
    const d: DirectoryCsvDevice = {
      id: 8,
      userAssignedID: null,
      name: 'Water Tank',
      path: null,
      isActive: true,
      longitude: null,
      latitude: null,
      latestReading: 5.25,
      latestReadingShown: { value: 63.5, unit: 'in' },
      lastTimeMessageReceived: null,
      batteryLevel: null,
      displayUnits: 'in',
      defaultTag: 'spsr',
      companyID: null,
      firmwareVersion: null,
      company: null,
      timeZone: 'UTC',
    };
    const row = directoryCsv([d]).trim().split('\r\n')[1]!;
    expect(row).toContain('"63.5","in","spsr"');
  });
});
