import { describe, expect, it } from 'vitest';
import { ackWayDetail, ackWayOf } from '../../src/alarms/alarmConstants';

describe('the way an acknowledgement came, as the alarm history records it', () => {
  it('reads back each way it writes', () => {
    expect(ackWayOf(ackWayDetail('link'))).toBe('link');
    expect(ackWayOf(ackWayDetail('sms'))).toBe('sms');
  });
  it('names no way for the app’s own acknowledgement or any other detail', () => {
    expect(ackWayOf(null)).toBeNull();
    expect(ackWayOf('condition since 11/28/26 15:10')).toBeNull();
    expect(ackWayOf('by fax')).toBeNull();
  });
});
