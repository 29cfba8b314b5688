import { latestPinIn } from '../../e2e/helpers/chromium';
import { LOGIN } from '../../web/src/features/signin/graphql/login';
import { REQUEST_PIN } from '../../web/src/features/signin/graphql/requestPin';
import { webDocument } from './webDocument';

/** What a signed-in browser sends with every GraphQL request: its session token and its sign-in cookie. */
export interface Session {
  phone: string;
  token: string;
  /** The `Cookie` header: the sign-in cookie requestPin set (path /api, so the browser sends it to GraphQL too). */
  cookie: string;
}

/**
 * Signs in as the browser does, over HTTP: requestPin (the server sets the sign-in cookie and queues the PIN in
 * notification_outbox), the PIN read from the outbox as the user would read the text, then login with the same
 * cookie, which answers the session token. The PIN is bound to the cookie, so the cookie jar must be kept between
 * the two calls (docs/security.md, "Signing in").
 */
export async function signInOverHttp(baseUrl: string, databaseUrl: string, phone: string): Promise<Session> {
  const since = new Date(Date.now() - 1000);
  const requested = await post(baseUrl, REQUEST_PIN, { phoneNumber: phone }, '');
  const cookie = requested.response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  if (!cookie) throw new Error(`requestPin for ${phone} set no cookie`);
  const pinError = (requested.body.data?.requestPin as { errorMessage?: string | null } | null | undefined)?.errorMessage;
  if (pinError) throw new Error(`requestPin for ${phone}: ${pinError}`);
  const pin = await latestPinIn(databaseUrl, `+1${phone}`, since);
  const loggedIn = await post(baseUrl, LOGIN, { phoneNumber: phone, pin: Number(pin) }, cookie);
  const login = loggedIn.body.data?.login as { authorization: string | null; errorMessage: string | null } | null | undefined;
  if (!login?.authorization) throw new Error(`login for ${phone}: ${login?.errorMessage ?? JSON.stringify(loggedIn.body).slice(0, 300)}`);
  return { phone, token: login.authorization, cookie };
}

interface Body {
  data?: Record<string, unknown> | null;
  errors?: { message: string }[];
}

async function post(
  baseUrl: string,
  op: object,
  variables: Record<string, unknown>,
  cookie: string,
): Promise<{ response: Response; body: Body }> {
  const { query, operationName } = webDocument(op);
  const response = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ operationName, query, variables }),
  });
  const body = (await response.json()) as Body;
  if (body.errors?.length) throw new Error(`${operationName}: ${body.errors.map((e) => e.message).join('; ')}`);
  return { response, body };
}
