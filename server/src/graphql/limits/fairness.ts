import { Kind, visit, type DocumentNode, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { argumentValue } from './argumentValue';
import { oncePerDocument } from './oncePerDocument';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { ERRORS } from '../../errors/errorCatalogue';
import type { GraphQLContext } from '../context';

/**
 * The fields that read rows over a time range, and what one day of range costs. A range without a start reads "all
 * data", counted as a year (the readings table stops at its row limit anyway).
 */
const RANGE_COST_PER_DAY: Record<string, number> = { deviceReadings: 1, readingsExport: 1, tagReport: 1, messageLog: 1 };
const OPEN_RANGE_DAYS = 365;
/** Days of range a request may read in all: a year and a bit, once; not a year in every one of 15 aliases. */
export const MAX_RANGE_DAYS_PER_REQUEST = 800;
/** Queries and mutations of one user running at once (live-update subscriptions are not counted); more wait their turn. */
export const MAX_IN_FLIGHT_PER_USER = 6;
/**
 * Requests that read a long range (HEAVY_RANGE_DAYS or more) run one at a time per user: each costs the database and the
 * server's one thread hundreds of milliseconds (graphql-js completes every value of a 50,000-reading list), and several
 * interleaved ones kept another user's `me` waiting more than half a second (server/test/graphql/fairness.test.ts).
 */
export const MAX_HEAVY_IN_FLIGHT_PER_USER = 1;
const HEAVY_RANGE_DAYS = 31;
/** Requests of one user waiting for a turn; past these the next is refused (TOO_MANY_REQUESTS). */
const MAX_WAITING_PER_USER = 24;

const DAY = 86_400;

/** The cost of a document's time ranges, before it runs: the sum over range fields of their span in days. */
export function rangeCost(document: DocumentNode, variables: Record<string, unknown>, nowSeconds = Date.now() / 1000): number {
  let cost = 0;
  const number = (v: unknown) => (typeof v === 'number' ? v : null);
  for (const node of rangeFieldsOf(document)) {
    const perDay = RANGE_COST_PER_DAY[node.name.value]!;
    const arg = (name: string) => number(argumentValue(node.arguments?.find((a) => a.name.value === name)?.value, variables));
    const start = arg('startTime');
    const end = arg('endTime') ?? nowSeconds;
    const days = start === null ? OPEN_RANGE_DAYS : Math.max(1, (end - start) / DAY);
    cost += perDay * days;
  }
  return cost;
}

const rangeFieldsOf = oncePerDocument((document) => {
  const list: FieldNode[] = [];
  visit(document, { Field: (node) => void (RANGE_COST_PER_DAY[node.name.value] !== undefined && list.push(node)) });
  return list;
});

const isSubscription = (document: DocumentNode) =>
  document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && (d as OperationDefinitionNode).operation === 'subscription');

/**
 * One user cannot slow everyone (docs/security.md "Fairness"): a request whose time ranges add up to more than
 * MAX_RANGE_DAYS_PER_REQUEST is refused before it runs, and a user's requests run at most MAX_IN_FLIGHT_PER_USER at a
 * time, the long-range ones at most MAX_HEAVY_IN_FLIGHT_PER_USER: the next ones wait their turn (a page's burst of
 * queries is delayed, never refused), and past MAX_WAITING_PER_USER waiting they are refused. So one user holds a few
 * database connections at most, and the others' requests find the pool and the server free. (The database's statement
 * timeout on user queries bounds each one.)
 */
export function useFairness(): Plugin<GraphQLContext> {
  // per user and kind (light / heavy): how many run, and the turns waiting
  const slots = new Map<string, { running: number; waiting: (() => void)[] }>();
  const release = (key: string) => {
    const u = slots.get(key);
    if (!u) return;
    const next = u.waiting.shift();
    if (next) return next(); // the slot passes straight to the next request
    u.running--;
    if (u.running === 0) slots.delete(key);
  };
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      const cost = rangeCost(args.document, variables);
      if (cost > MAX_RANGE_DAYS_PER_REQUEST) {
        setResultAndStopExecution({
          errors: [
            createGraphQLError(
              `${ERRORS.QUERY_TOO_COSTLY.message} (${Math.round(cost)} days of readings asked for, at most ${MAX_RANGE_DAYS_PER_REQUEST})`,
              {
                extensions: { code: 'QUERY_TOO_COSTLY' },
              },
            ),
          ],
        });
        return;
      }
      const ctx = args.contextValue as GraphQLContext;
      const user = ctx.viewer?.actorId;
      if (user === undefined || isSubscription(args.document)) return;
      const heavy = cost >= HEAVY_RANGE_DAYS;
      const key = `${user}:${heavy ? 'heavy' : 'light'}`;
      let u = slots.get(key);
      if (!u) slots.set(key, (u = { running: 0, waiting: [] }));
      if (u.running >= (heavy ? MAX_HEAVY_IN_FLIGHT_PER_USER : MAX_IN_FLIGHT_PER_USER)) {
        if (u.waiting.length >= MAX_WAITING_PER_USER) {
          setResultAndStopExecution({
            errors: [createGraphQLError(ERRORS.TOO_MANY_REQUESTS.message, { extensions: { code: 'TOO_MANY_REQUESTS' } })],
          });
          return;
        }
        await new Promise<void>((resolve) => u!.waiting.push(resolve));
      } else {
        u.running++;
      }
      return { onExecuteDone: () => release(key) };
    },
  };
}
