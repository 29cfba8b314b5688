import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

export interface DocumentShape {
  depth: number;
  aliases: number;
  fields: number;
}

/**
 * Depth, alias count and field count of a document with its fragments expanded. The walk gives up as soon as
 * `stopAt` fields are counted, so a fragment bomb cannot make the check itself expensive; a fragment that spreads
 * itself is counted once per level until then (graphql's own NoFragmentCycles rule rejects it anyway).
 */
export function documentShape(doc: DocumentNode, stopAt: number): DocumentShape {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of doc.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const shape: DocumentShape = { depth: 0, aliases: 0, fields: 0 };

  const walk = (set: SelectionSetNode, depth: number, inFragments: ReadonlySet<string>): void => {
    for (const sel of set.selections) {
      if (shape.fields > stopAt) return;
      if (sel.kind === Kind.FIELD) {
        if (sel.name.value.startsWith('__') && !sel.selectionSet) continue;
        shape.fields++;
        if (sel.alias) shape.aliases++;
        shape.depth = Math.max(shape.depth, depth + 1);
        if (sel.selectionSet) walk(sel.selectionSet, depth + 1, inFragments);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        walk(sel.selectionSet, depth, inFragments);
      } else {
        const name = sel.name.value;
        const fragment = fragments.get(name);
        if (!fragment || inFragments.has(name)) continue;
        walk(fragment.selectionSet, depth, new Set([...inFragments, name]));
      }
    }
  };
  for (const def of doc.definitions) if (def.kind === Kind.OPERATION_DEFINITION) walk(def.selectionSet, 0, new Set());
  // aliases are counted where written, not once per expansion: a fragment used twice holds its aliases once
  shape.aliases = countWrittenAliases(doc);
  return shape;
}

function countWrittenAliases(doc: DocumentNode): number {
  let n = 0;
  const visit = (set: SelectionSetNode) => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        if (sel.alias) n++;
        if (sel.selectionSet) visit(sel.selectionSet);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) visit(sel.selectionSet);
    }
  };
  for (const def of doc.definitions) {
    if (def.kind === Kind.OPERATION_DEFINITION || def.kind === Kind.FRAGMENT_DEFINITION) visit(def.selectionSet);
  }
  return n;
}
