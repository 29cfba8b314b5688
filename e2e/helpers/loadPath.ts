import type { Page, Request } from 'playwright-core';

/** A GraphQL request a page sent: its operation and variables. */
export interface SentOperation {
  op: string;
  variables: Record<string, unknown>;
}

/**
 * Notes, in order, what a tab asks for while it loads: each GraphQL operation sent and answered, and when the
 * signed-in shell's code was requested (web/vite.config.ts groups SignedInApp and its imports as 'shell'), for the
 * tests of what a page asks for first (tagLoadPath, directoryLoadPath). Call before the tab's `goto`.
 */
export function recordLoad(tab: Page): { events: string[]; sent: SentOperation[] } {
  const events: string[] = [];
  const sent: SentOperation[] = [];
  const opOf = (r: Request) =>
    r.url().endsWith('/api/graphql') && r.method() === 'POST'
      ? ((r.postDataJSON() as { operationName?: string }).operationName ?? '')
      : null;
  tab.on('request', (r) => {
    if (/\/assets\/shell-[^/]*\.js$/.test(r.url())) events.push('requested SignedInApp code');
    const op = opOf(r);
    if (op === null) return;
    sent.push({ op, variables: (r.postDataJSON() as { variables: Record<string, unknown> }).variables });
    events.push(`sent ${op}`);
  });
  tab.on('response', (res) => {
    const op = opOf(res.request());
    if (op !== null) events.push(`answered ${op}`);
  });
  return { events, sent };
}
