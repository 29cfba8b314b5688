import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
// the cookie plugin's types (req.cookies, reply.setCookie); app.ts registers it
import type {} from '@fastify/cookie';

/** The browser's sign-in cookie: HttpOnly, so page scripts never see it; sent with the spec's GraphQL calls. */
const SIGN_IN_COOKIE = 'fw_signin';
const VALUE = /^[A-Za-z0-9_-]{22,64}$/;
const ONE_YEAR_SECONDS = 365 * 86_400;

export interface SignInClient {
  /** sha256 of the cookie the request carried; null without a (well-formed) one. */
  hash: string | null;
  /** The hash, after giving the browser a cookie if it had none (requestPin). */
  ensure(): string;
}

const sha = (v: string) => createHash('sha256').update(v).digest('hex');

/**
 * Who is signing in, as far as PINs go (docs/security.md "Signing in"): requestPin binds the PIN to this cookie and
 * login accepts the PIN only with it. The cookie names no user and grants nothing by itself.
 */
export function signInClient(req: FastifyRequest, reply: FastifyReply, secure: boolean): SignInClient {
  const value = req.cookies[SIGN_IN_COOKIE];
  let hash = value && VALUE.test(value) ? sha(value) : null;
  return {
    get hash() {
      return hash;
    },
    ensure() {
      if (hash) return hash;
      const fresh = randomBytes(24).toString('base64url');
      reply.setCookie(SIGN_IN_COOKIE, fresh, { httpOnly: true, sameSite: 'strict', secure, path: '/api', maxAge: ONE_YEAR_SECONDS });
      hash = sha(fresh);
      return hash;
    },
  };
}
