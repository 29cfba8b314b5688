/**
 * How big a GraphQL request may be. Checked before anything runs: a request over a limit costs a parse
 * and a walk of its document, never a database query.
 */
export const QUERY_LIMITS = {
  /** Nesting of selections, fragments expanded (`{ a { b } }` is 2). */
  maxDepth: 10,
  /** Aliased fields in the whole document (each alias can repeat an expensive field). */
  maxAliases: 15,
  /** Field selections after fragments are expanded: the work a query asks for, whatever its shape. */
  maxFields: 1500,
  /** Elements of any list in the variables (mass updates send device ids; nothing legitimate sends more). */
  maxListLength: 5000,
  /** Characters of any string in the variables. */
  maxStringLength: 100_000,
} as const;
