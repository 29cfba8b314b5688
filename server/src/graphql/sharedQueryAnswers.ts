import { getOperationAST, type DocumentNode, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { SharedAnswers, type SharedAnswersOptions } from '../util/sharedAnswers';
import type { LiveBus } from '../live/liveBus';
import type { LandingCounts } from '../overview/landingCounts';

// the parser's cache hands out one document object per query text, so an id per object names the text
const documentIds = new WeakMap<DocumentNode, number>();
let nextDocumentId = 0;

function documentId(document: DocumentNode): number {
  let id = documentIds.get(document);
  if (id === undefined) documentIds.set(document, (id = nextDocumentId++));
  return id;
}

/**
 * The device ids an answer shows, over-inclusive on purpose: every `id` and `deviceID` number in it (a user's or a
 * rule's id among them only means the answer is dropped once more than needed, never that a device is missed). A
 * device's new reading then drops the answers that show it (createSharedAnswers below, from the live bus). And its
 * size: the values in it, which bounds what all kept answers hold (a year of readings is a million of them).
 */
export function describeAnswer(data: unknown): { labels: Set<number>; size: number } {
  const labels = new Set<number>();
  let size = 0;
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      size += node.length;
      for (const item of node) if (item !== null && typeof item === 'object') walk(item);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        size++;
        if (typeof value === 'number') {
          if (key === 'id' || key === 'deviceID') labels.add(value);
        } else if (value !== null && typeof value === 'object') walk(value);
      }
    }
  };
  walk(data);
  return { labels, size };
}

/** An answer as the executor gives it: graphql-jit attaches its compiled serializer, which Yoga uses. */
type Stringifiable = ExecutionResult & { stringify?: (result: ExecutionResult) => string };

// a shared answer is turned into JSON once, however many requests it answers (43 KB for a directory page)
const texts = new WeakMap<ExecutionResult, string>();

function textOf(answer: Stringifiable, result: Stringifiable): string {
  const stringify = answer.stringify ?? JSON.stringify;
  // what Yoga serializes is the request's own envelope; only the untouched one is the shared answer's text
  if (result.data !== answer.data || result.errors !== answer.errors || result.extensions !== answer.extensions) return stringify(result);
  let text = texts.get(answer);
  if (text === undefined) texts.set(answer, (text = stringify(answer)));
  return text;
}

/**
 * One viewer's identical queries share one answer (docs/performance.md, bench:api): a request that arrives while the
 * same query of the same viewer is being answered waits for that answer, and an answer is kept for a short time
 * (util/sharedAnswers.ts: SHARED_ANSWER_TTL_MS, or QUERY_SHARE_MS). The scope is the viewer's exact identity (user,
 * the user acting as them, the session or API key), the document and its variables: nobody else is ever served an
 * answer computed for another. What is kept is dropped at once when anything is written through the API
 * (freshAfterMutation.ts), when an alarm flag changes, and when a device it shows sends a message (below); answers
 * with errors are not kept. Mutations and subscriptions are never shared.
 *
 * Placed after the executor's plugin (graphql-jit), since it wraps the executor that plugin sets, and after the
 * fairness plugin, so every request still takes its turn.
 */
export function useSharedQueryAnswers(shared: SharedAnswers<Stringifiable>): Plugin<GraphQLContext> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const viewer = (args.contextValue as GraphQLContext).viewer;
      if (!viewer) return;
      if (getOperationAST(args.document, args.operationName)?.operation !== 'query') return;
      const who = `${viewer.id}:${viewer.actorId}:${viewer.via}:${viewer.sessionId ?? ''}`;
      const key = `${who}:${documentId(args.document)}:${args.operationName ?? ''}:${JSON.stringify(args.variableValues ?? {})}`;
      setExecuteFn(async (executeArgs) => {
        const answer = await shared.get(key, async () => (await executeFn(executeArgs)) as Stringifiable, {
          keep: (result) => !result.errors?.length,
          describe: (result) => describeAnswer(result.data),
        });
        // each request its own envelope: plugins after execution may set their own errors or extensions
        return { ...answer, stringify: (result: Stringifiable) => textOf(answer, result) };
      });
    },
  };
}

/**
 * The answers this process shares: the landing banner's counts (per scope) and query answers (per viewer), kept
 * fresh from the live bus. An alarm flag that changed (here or, through the bus, in another process) is in the
 * landing's counts, and the page asks for them again when it hears of it: what was shared before must not answer
 * that request. A flag can also add a device to a list (the alarms), so every shared query answer goes too; a
 * reading drops the answers that show its device, and so does any message this process stores (`devicesHeard`).
 * `written` is for a write through the API: it drops them here and, through the bus, in every other process on the
 * database.
 */
export function createSharedAnswers(live: LiveBus, queryShareMs: number, observe?: SharedAnswersOptions['observe']) {
  const landingCounts = new SharedAnswers<LandingCounts>();
  // what viewers' bursts of identical queries asked for in the last seconds: a few hundred answers and two million
  // values at most (some 50 MB; a directory page is 6,000 values, a year of one sensor's readings a million)
  const queryAnswers = new SharedAnswers<Stringifiable>({ ttlMs: queryShareMs, max: 256, maxSize: 2_000_000, observe });
  const dropAll = () => {
    landingCounts.invalidate();
    queryAnswers.invalidate();
  };
  live.subscribe((updates) => {
    if (updates.some((u) => u.alarmFlag !== null)) dropAll();
    else queryAnswers.invalidateLabels(updates.map((u) => u.deviceId));
  });
  // another process's API wrote: what this one shares may be older than the change
  live.onWrite(dropAll);
  const written = () => {
    dropAll();
    live.announceWrite();
  };
  // any message of a device (its settings and events too, not only readings) changes what a page of it shows
  const devicesHeard = (deviceIds: number[]) => queryAnswers.invalidateLabels(deviceIds);
  return { landingCounts, queryAnswers, written, devicesHeard };
}
