import { Kind, type ValueNode } from 'graphql';

/**
 * An argument's value as the request gives it, before graphql-js coerces it: a variable's value, or a literal number
 * or string. The limit plugins read arguments by name with it (no schema types: see epochArguments.ts).
 */
export function argumentValue(node: ValueNode | undefined, variables: Record<string, unknown>): unknown {
  if (!node) return undefined;
  if (node.kind === Kind.VARIABLE) return variables[node.name.value];
  if (node.kind === Kind.INT || node.kind === Kind.FLOAT) return Number(node.value);
  if (node.kind === Kind.STRING) return node.value;
  return undefined;
}
