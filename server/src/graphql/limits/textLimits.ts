import { visit, type ValueNode } from 'graphql';
import { argumentValue } from './argumentValue';
import { oncePerDocument } from './oncePerDocument';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { TEXT_LIMITS } from '@fieldwatch/domain';
import { ERRORS } from '../../errors/errorCatalogue';

/** The first over-long text in a variable's value: a string under `key`, or fields of input objects and lists by name. */
function longInVariables(value: unknown, key: string | null, depth = 0): string | null {
  if (depth > 8) return null;
  if (typeof value === 'string') return key && Object.hasOwn(TEXT_LIMITS, key) && value.length > TEXT_LIMITS[key]! ? key : null;
  if (Array.isArray(value)) {
    for (const v of value) {
      const bad = longInVariables(v, key, depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const bad = longInVariables(v, k, depth + 1);
      if (bad) return bad;
    }
  }
  return null;
}

/** Every argument and input object field of a document, by name with its value (a literal or a variable). */
const namedValuesOf = oncePerDocument((document) => {
  const list: [string, ValueNode][] = [];
  visit(document, {
    Argument: (node) => void list.push([node.name.value, node.value]),
    ObjectField: (node) => void list.push([node.name.value, node.value]),
  });
  return list;
});

/**
 * Free text has a length limit, the same for every field of a name (TEXT_LIMITS: names, paths, descriptions, comments,
 * group and company names, ...): an over-long argument or input field, written in the document or sent as a variable,
 * is refused before anything runs with TEXT_TOO_LONG and the field's limit, and nothing changes. By name rather than
 * by schema type (see epochArguments.ts).
 */
export function useTextLimits(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      let bad: string | null = null;
      for (const [name, node] of namedValuesOf(args.document)) {
        bad = longInVariables(argumentValue(node, variables), name);
        if (bad) break;
      }
      if (bad) {
        setResultAndStopExecution({
          errors: [
            createGraphQLError(`${ERRORS.TEXT_TOO_LONG.message} ${bad} takes at most ${TEXT_LIMITS[bad]} characters.`, {
              extensions: { code: 'TEXT_TOO_LONG' },
            }),
          ],
        });
      }
    },
  };
}
