import { visit, type ArgumentNode } from 'graphql';
import { argumentValue } from './argumentValue';
import { oncePerDocument } from './oncePerDocument';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { ERRORS } from '../../errors/errorCatalogue';

/**
 * The arguments that carry epoch seconds (spec 2 §3 and §4, spec 3 message log): every field argument of these names
 * in the schema is a time. (By name, not by schema type: Pothos and this plugin may load different builds of graphql-js,
 * whose type objects cannot be mixed.)
 */
const EPOCH_ARGUMENTS = new Set(['time', 'startTime', 'endTime']);
/** From 1970 to the year 5138: anything else is no time, and PostgreSQL would refuse it with its own message. */
const MAX_EPOCH_SECONDS = 1e11;

const epochArgumentsOf = oncePerDocument((document) => {
  const list: ArgumentNode[] = [];
  visit(document, { Argument: (node) => void (EPOCH_ARGUMENTS.has(node.name.value) && list.push(node)) });
  return list;
});

/**
 * Every time argument of every field is checked before anything runs: a Float such as 1e300 or -5e15 is refused as
 * bad input with the catalogue's sentence, instead of reaching SQL. One place for all the fields that take times.
 */
export function useEpochArguments(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      let bad: string | null = null;
      for (const node of epochArgumentsOf(args.document)) {
        const value = argumentValue(node.value, variables);
        // anything but a number is graphql-js's to refuse (the variable's type)
        if (typeof value !== 'number') continue;
        if (!Number.isFinite(value) || value < 0 || value > MAX_EPOCH_SECONDS) {
          bad = node.name.value;
          break;
        }
      }
      if (bad) {
        setResultAndStopExecution({
          errors: [
            createGraphQLError(`${ERRORS.BAD_INPUT.message} ${bad} must be epoch seconds from 0 to ${MAX_EPOCH_SECONDS}.`, {
              extensions: { code: 'BAD_INPUT' },
            }),
          ],
        });
      }
    },
  };
}
