import { Kind, valueFromASTUntyped, type DocumentNode, type FieldNode, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Db } from '../db/connection';
import { auditAll, type AuditEntry } from '../auth/audit';
import type { GraphQLContext } from './context';

/** Argument names whose values never reach the audit log (PINs, API keys, transport secrets, tokens). */
const SECRET_ARG = /pin|key|secret|password|token/i;

function redact(value: unknown, depth = 0): unknown {
  // a hostile document can nest deeply; the audit row needs the shape, not every level
  if (depth > 6) return '[deep]';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_ARG.test(k) ? '[redacted]' : redact(v, depth + 1)]));
  }
  if (typeof value === 'string') {
    // jsonb refuses U+0000; long strings are cut: the row records what was asked, not a payload
    const clean = value.replace(/\u0000/g, '\uFFFD');
    return clean.length > 500 ? `${clean.slice(0, 500)}…` : clean;
  }
  return value;
}

function selectedOperation(doc: DocumentNode, name: string | null | undefined): OperationDefinitionNode | undefined {
  const ops = doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return name ? ops.find((o) => o.name?.value === name) : ops.length === 1 ? ops[0] : undefined;
}

interface ResultError {
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

const codeOf = (e: ResultError) => (typeof e.extensions?.code === 'string' ? e.extensions.code : 'ERROR');

/**
 * One audit row per executed mutation field, success or refusal: who (the signed-in actor), as whom
 * (login-as), what (field and arguments without secrets), when (the row's time) and from where (IP). Done once
 * here rather than in every resolver, so that a mutation added later is audited without anyone remembering to.
 * Commands that write their own domain audit rows (apiKey.add, loginAs.start ...) keep doing so.
 */
export function useAuditLog({ db, log }: { db: Db; log: (msg: string, err?: unknown) => void }): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      const op = selectedOperation(args.document, args.operationName);
      if (!op || op.operation !== 'mutation') return;
      // top-level fields only: a mutation document's root selections are the mutations it runs
      const fields = op.selectionSet.selections.filter((s): s is FieldNode => s.kind === Kind.FIELD && !s.name.value.startsWith('__'));
      if (fields.length === 0) return;
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      const ctx = args.contextValue as GraphQLContext;
      return {
        async onExecuteDone({ result }) {
          // a mutation is never streamed; anything else is not ours to record
          if (!result || Symbol.asyncIterator in result) return;
          const errors = (result.errors ?? []) as readonly ResultError[];
          // errors without a path (bad variables) refused the whole document before any field ran
          const wholeDocument = errors.find((e) => !e.path?.length);
          const entries = fields.map((f): AuditEntry => {
            const responseKey = f.alias?.value ?? f.name.value;
            let args: Record<string, unknown> = {};
            try {
              args = Object.fromEntries((f.arguments ?? []).map((a) => [a.name.value, valueFromASTUntyped(a.value, variables)]));
            } catch {
              args = { unreadable: true };
            }
            const fieldError = wholeDocument ?? errors.find((e) => e.path?.[0] === responseKey);
            return {
              action: `mutation.${f.name.value}`,
              target: { type: 'mutation', id: f.name.value },
              detail: { args: redact(args), outcome: fieldError ? codeOf(fieldError) : 'ok', via: ctx.viewer?.via ?? null },
            };
          });
          try {
            await auditAll(db, { viewer: ctx.viewer, ip: ctx.ip ?? null }, entries);
          } catch (err) {
            // the mutation already happened: a lost audit row is logged, not turned into a failed answer
            log('writing the mutation audit log failed', err);
          }
        },
      };
    },
  };
}
