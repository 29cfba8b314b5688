import { ERRORS } from '../../src/errors/errorCatalogue';
import type { IsolationWorld } from './isolationWorld';
import { documentFor, schemaFields, type FieldSpec } from './schemaWalk';
import { VARIANTS, hasMixedCase, variablesFor, type Variant } from './argValues';

/**
 * Left out of the matrix, on purpose: `login` and `requestPin` take no viewer and no ids (their abuse has its own
 * tests: rate limits). Subscriptions are SSE streams, not request/answer; `deviceUpdates` filters through the same
 * device policy as the queries.
 */
const EXCLUDED = new Set(['login', 'requestPin']);
const ROLES = ['manager', 'full', 'limited', 'demo', 'apiKey', 'superUser'] as const;
type Role = (typeof ROLES)[number];
const CODES = new Set(Object.keys(ERRORS));

interface Problem {
  role: Role;
  field: string;
  variant: string;
  what: string;
}

export interface MatrixReport {
  problems: Problem[];
  cases: number;
  fields: string[];
  perRole: Record<string, number>;
  codesSeen: Record<string, number>;
  /** Positive controls: super users' answers that contain the other company, and their mutations that changed it. */
  superUserSightings: number;
  superUserChanges: number;
  /** fields that also got the 'mixed' case (own target, the other company's ids beside it) */
  mixedFields: Set<string>;
}

/** The fields of one operation kind, read from the built schema. */
export const matrixFields = (operation: 'query' | 'mutation') =>
  schemaFields().filter((f) => f.operation === operation && !EXCLUDED.has(f.name));

/**
 * Calls every field with every variant as every role. Super users run last: their mutations legitimately change
 * the other company. For mutations, the other company's rows are digested before and after each field's cases.
 */
/** Mutations that end the caller's session by design: a caller that runs them needs a new session after. */
export const SESSION_ENDERS = new Set(['logout', 'signOutEverywhere']);

export async function runMatrix(w: IsolationWorld, fields: FieldSpec[]): Promise<MatrixReport> {
  const report: MatrixReport = {
    problems: [],
    cases: 0,
    fields: fields.map((f) => f.name),
    perRole: {},
    codesSeen: {},
    superUserSightings: 0,
    superUserChanges: 0,
    mixedFields: new Set(),
  };
  for (const role of ROLES) {
    const session = async () => (role === 'apiKey' ? { authorization: `Bearer ${w.managerKey}` } : await w.t.authHeaders(w.users[role].id));
    let headers = await session();
    const outsider = role !== 'superUser';
    for (const f of fields) {
      const mutation = f.operation === 'mutation';
      const before = mutation ? await w.snapshotOther() : null;
      const variants: Variant[] = hasMixedCase(f) ? [...VARIANTS, 'mixed'] : [...VARIANTS];
      const call = async (variant: Variant) => {
        const r = await w.t.gql(documentFor(f), variablesFor(w, f, variant), headers);
        checkAnswer(w, { role, field: f.name, variant }, r, outsider, report);
        // logout and Sign out everywhere end the role's session by design: the next cases get a new one
        if (SESSION_ENDERS.has(f.name)) headers = await session();
      };
      // mutations one after another (each may depend on what the previous did); queries side by side
      if (mutation) for (const v of variants) await call(v);
      else await Promise.all(variants.map(call));
      report.cases += variants.length;
      report.perRole[role] = (report.perRole[role] ?? 0) + variants.length;
      if (variants.length > VARIANTS.length) report.mixedFields.add(f.name);
      if (before) {
        const after = await w.snapshotOther();
        for (const table of Object.keys(before)) {
          if (before[table] === after[table]) continue;
          if (outsider) report.problems.push({ role, field: f.name, variant: '*', what: `changed the other company's ${table}` });
          else report.superUserChanges++;
        }
      }
    }
  }
  return report;
}

type Answer = {
  status: number;
  data: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

function checkAnswer(w: IsolationWorld, at: Omit<Problem, 'what'>, r: Answer, outsider: boolean, report: MatrixReport) {
  const add = (what: string) => report.problems.push({ ...at, what });
  if (r.status >= 500) add(`HTTP ${r.status}`);
  for (const e of r.errors ?? []) {
    const code = String(e.extensions?.code ?? 'none');
    report.codesSeen[code] = (report.codesSeen[code] ?? 0) + 1;
    if (!CODES.has(code)) add(`refusal code ${code} not in the catalogue: ${e.message}`);
    if (code === 'INTERNAL') add(`INTERNAL: ${e.message}`);
    const ext = Object.keys(e.extensions ?? {}).filter((k) => k !== 'code');
    if (ext.length) add(`refusal carries more than a code: ${ext.join(',')}`);
    if (typeof e.message !== 'string' || /\n\s+at /.test(e.message)) add('refusal message is not a plain message');
  }
  const value = r.data?.[at.field];
  if (r.errors?.length && value !== null && value !== undefined) add('refused yet answered');
  if (!r.data) return;
  const json = JSON.stringify(r.data);
  for (const needle of w.other.needles) {
    if (!json.includes(needle)) continue;
    if (outsider) add(`answer contains "${needle}": ${json.slice(0, 300)}`);
    else report.superUserSightings++;
  }
}
