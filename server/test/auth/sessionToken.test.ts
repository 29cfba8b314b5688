import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signSession, verifySession } from '../../src/auth/sessionToken';

const key = randomBytes(32);
const SID = 'session-id-0123456789';
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const token = (claims: Record<string, unknown>, alg: 'HS256' | 'HS512' = 'HS256', k: Uint8Array = key) =>
  new SignJWT(claims).setProtectedHeader({ alg }).sign(k);

describe('session tokens', () => {
  it('verifies what signSession signs: user, token version, issue time', async () => {
    const t = await signSession(key, 42, 3, SID);
    const claims = await verifySession(key, t);
    expect(claims).toMatchObject({ userId: 42, tokenVersion: 3, sessionId: SID });
    expect(Math.abs(claims!.issuedAt - Date.now() / 1000)).toBeLessThan(5);
  });

  it('refuses an altered payload, another key, another algorithm, alg none, expiry, another issuer and garbage', async () => {
    const good = await signSession(key, 42, 3, SID);
    const [h, , s] = good.split('.');
    const now = Math.floor(Date.now() / 1000);
    const base = { sub: '42', ver: 3, iss: 'fieldwatch', iat: now, exp: now + 60 };
    const refused = [
      `${h}.${b64({ ...base, sub: '1' })}.${s}`,
      await signSession(randomBytes(32), 42, 3, SID),
      await token(base, 'HS512'),
      `${b64({ alg: 'none' })}.${b64(base)}.`,
      await token({ ...base, exp: now - 1 }),
      await token({ ...base, iss: 'someone-else' }),
      await token({ ...base, nbf: now + 600 }),
      await token({ ...base, sub: 'abc' }),
      await token({ ...base, exp: undefined }),
      'not.a.token',
      '',
      `${good}.extra`,
    ];
    for (const t of refused) expect(await verifySession(key, t), t).toBeNull();
    // the same claims, correctly signed, pass
    expect(await verifySession(key, await token(base))).toMatchObject({ userId: 42, tokenVersion: 3, issuedAt: now, sessionId: null });
    expect(await verifySession(key, await token({ ...base, sid: 'short' }))).toMatchObject({ sessionId: null });
  });
});
