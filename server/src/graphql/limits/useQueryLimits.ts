import { GraphQLError, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ERRORS } from '../../errors/errorCatalogue';
import { documentShape } from './documentShape';
import { QUERY_LIMITS } from './queryLimits';
import { variablesShape } from './variablesShape';

const limitError = (cause: string) =>
  new GraphQLError(ERRORS.QUERY_LIMIT.message, { extensions: { code: 'QUERY_LIMIT', http: { status: ERRORS.QUERY_LIMIT.status }, cause } });

/** Depth, aliases and size of the document, as one validation rule (validation runs before the context: no SQL). */
const shapeRule: ValidationRule = (context) => ({
  Document(doc) {
    const shape = documentShape(doc, QUERY_LIMITS.maxFields);
    if (shape.depth > QUERY_LIMITS.maxDepth) context.reportError(limitError(`depth ${shape.depth} > ${QUERY_LIMITS.maxDepth}`));
    if (shape.aliases > QUERY_LIMITS.maxAliases) context.reportError(limitError(`${shape.aliases} aliases > ${QUERY_LIMITS.maxAliases}`));
    if (shape.fields > QUERY_LIMITS.maxFields) context.reportError(limitError(`more than ${QUERY_LIMITS.maxFields} fields`));
  },
});

/**
 * No schema introspection in production. By field name rather than graphql's NoSchemaIntrospectionCustomRule,
 * which compares type objects and fails when Yoga and this file load different builds (ESM/CJS) of graphql.
 */
const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new GraphQLError('GraphQL introspection is not allowed.', { nodes: [node], extensions: { code: 'INTROSPECTION_DISABLED' } }),
      );
    }
  },
});

/**
 * Bounds every GraphQL request before it runs: document depth, aliases and size, list and string sizes
 * in the variables; in production also no introspection and no "Did you mean" field suggestions, which would
 * let a stranger map the schema.
 */
export function useQueryLimits({ production }: { production: boolean }): Plugin {
  return {
    onParams({ params, setResult }) {
      const v = variablesShape(params.variables ?? {});
      if (v.longestList > QUERY_LIMITS.maxListLength || v.longestString > QUERY_LIMITS.maxStringLength) {
        setResult({ errors: [limitError(`variables: list ${v.longestList}, string ${v.longestString}`)] });
      }
    },
    onValidate({ addValidationRule }) {
      addValidationRule(shapeRule);
      if (production) addValidationRule(noIntrospectionRule);
      if (!production) return;
      return ({ result, setResult }) => {
        if (!result.some((e) => /Did you mean/.test(e.message))) return;
        setResult(
          result.map((e) =>
            /Did you mean/.test(e.message)
              ? new GraphQLError(e.message.replace(/ ?Did you mean .*$/, ''), { nodes: e.nodes, extensions: e.extensions })
              : e,
          ),
        );
      };
    },
  };
}
