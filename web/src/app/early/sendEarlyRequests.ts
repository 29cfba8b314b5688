import type { EarlyConfig, EarlyRequest, EarlyRequests } from './earlyTypes';

/**
 * Runs inline in index.html (earlyRequestsPlugin turns it into source text, so it must not use anything from
 * outside its body): with a stored session, sends the session check (Me) and, on a sensor page address, the page's
 * first GetTag, on the directory's Icons view its first page of cards and its count, while the browser is still
 * downloading and compiling the app. The app takes the answers over
 * (takeEarlyRequest) instead of asking again once its code runs, about a quarter second later (the sensor page's target, first graph
 * under 500 ms). Anything unexpected (no session, storage unavailable) just sends nothing.
 */
export function sendEarlyRequests(c: EarlyConfig): void {
  try {
    const raw = window.localStorage.getItem(c.storageKey);
    if (!raw) return;
    const user = JSON.parse(raw) as { token?: unknown; loginAsUserID?: unknown };
    if (typeof user.token !== 'string' || user.token === '') return;
    const token = user.token;
    const loginAs = typeof user.loginAsUserID === 'string' ? user.loginAsUserID : null;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      authorization: `Bearer ${token}`,
    };
    if (loginAs !== null) headers['login-as'] = loginAs;
    const opened = Math.floor(Date.now() / 1000);
    const send = (op: { name: string; document: string }, variables: Record<string, unknown>): EarlyRequest => ({
      token,
      loginAs,
      variables,
      opened,
      response: fetch(c.endpoint, {
        method: 'POST',
        credentials: 'include',
        headers,
        body: JSON.stringify({ operationName: op.name, query: op.document, variables }),
      }),
    });
    // the code the app would only ask for after its first script has run (modulepreload fetches and compiles)
    const preload = (files: string[]) => {
      for (const href of files) {
        const link = document.createElement('link');
        if (href.endsWith('.css')) {
          link.rel = 'preload';
          link.as = 'style';
        } else {
          link.rel = 'modulepreload';
          link.crossOrigin = '';
        }
        link.href = href;
        document.head.appendChild(link);
      }
    };
    const early: EarlyRequests = { me: send(c.me, {}) };
    const m = new RegExp(c.tagRoute).exec(window.location.hash);
    if (m) {
      const deviceID = Number(m[1]);
      const tag = decodeURIComponent(m[2] ?? '');
      if (Number.isSafeInteger(deviceID) && deviceID > 0 && tag !== '') {
        early.getTag = send(c.getTag, {
          deviceID,
          tag,
          startTime: opened - c.windowBack,
          endTime: opened + c.windowAhead,
          downsampled: true,
        });
      }
    }
    const d = new RegExp(c.directory.route).exec(window.location.hash);
    const query = new URLSearchParams(d?.[1] ?? '');
    // only the plain address's first page is known here: a folder, a status or a company is the app's to ask for
    if (d && !c.directory.otherViews.includes(query.get('view') ?? '') && !c.directory.filterParams.some((p) => query.has(p))) {
      early.directoryCards = send(c.directory.cards, c.directory.cardsVariables);
      early.directoryCount = send(c.directory.count, c.directory.countVariables);
    }
    // the data first, then the code
    preload(c.shellFiles);
    if (early.getTag) preload(c.tagPageFiles);
    if (early.directoryCards) preload(c.directory.files);
    // a failed early request is the app's to report when it takes it over, not an unhandled rejection here
    for (const r of [early.me, early.getTag, early.directoryCards, early.directoryCount]) r?.response.catch(() => undefined);
    (window as unknown as { __fieldwatchEarly?: EarlyRequests }).__fieldwatchEarly = early;
  } catch {
    // the app sends its own requests
  }
}
