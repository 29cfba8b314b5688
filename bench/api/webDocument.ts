/**
 * The text and operation name of one of the web app's GraphQL documents, so the bench sends exactly what the browser
 * sends. Today a document is an `operation()` object ({ name, document }); a generated typed document (a String
 * subclass) gives its text through toString(). The name is read from the text either way (the first operation
 * definition at the start of a line; fragments may come before or after it).
 */
export function webDocument(op: object): { query: string; operationName: string } {
  const document = (op as { document?: unknown }).document;
  const query = typeof document === 'string' ? document : String(op);
  const operationName = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/m.exec(query)?.[1];
  if (!operationName) throw new Error(`not a named GraphQL operation: ${query.slice(0, 80)}`);
  return { query, operationName };
}
