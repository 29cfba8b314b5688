import { describe, expect, it } from 'vitest';
import { SMS_NAME_MAX, SMS_REPLY_MAX, severalOpenReply } from '../../src/alarms/ackByMessage/smsOpenList';

const entries = (n: number, name = 'Oil Tank Battery North 7') =>
  Array.from({ length: n }, (_, i) => ({ code: (1000 + i).toString(36).toUpperCase(), name: `${name} ${i}` }));

describe('the reply listing several open alarms', () => {
  it("names each as 'ACK <code> = <device>', a long name cut with a full stop", () => {
    expect(
      severalOpenReply([
        { code: '2F', name: 'Oil Tank B1' },
        { code: '2G', name: 'North Section Oil Tank Battery Number 12' },
      ]),
    ).toBe(
      'FieldWatch: Several alarms are open. Nothing was changed; reply with one of: ACK 2F = Oil Tank B1, ACK 2G = North Section Oil Tank.',
    );
  });

  it('cuts the names shorter to stay within two SMS segments, and lists the codes alone when names would not fit', () => {
    const seven = severalOpenReply(entries(7));
    expect(seven.length).toBeLessThanOrEqual(SMS_REPLY_MAX);
    expect(seven).toContain(`ACK ${entries(7)[6]!.code} = `);
    const shorter = severalOpenReply(entries(9));
    expect(shorter.length).toBeLessThanOrEqual(SMS_REPLY_MAX);
    const names = [...shorter.matchAll(/= ([^,]+?)(?:, ACK|\.$)/g)].map((m) => m[1]!);
    expect(names).toHaveLength(9);
    expect(Math.max(...names.map((n) => n.length))).toBeLessThan(SMS_NAME_MAX);
    const many = severalOpenReply(entries(30));
    expect(many).not.toContain(' = ');
    for (const e of entries(30)) expect(many).toContain(`ACK ${e.code}`);
  });
});
