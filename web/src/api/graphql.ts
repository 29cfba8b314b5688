/** A GraphQL document with the shape of its result and variables, so callers get typed data without codegen. */
export interface Operation<TData, TVariables extends object> {
  readonly name: string;
  readonly document: string;
  /** Never set; carries the types. */
  readonly types?: { data: TData; variables: TVariables };
}

export type NoVariables = Record<string, never>;

export function operation<TData, TVariables extends object = NoVariables>(
  name: string,
  document: string,
): Operation<TData, TVariables> {
  return { name, document };
}

export interface GraphQLErrorEntry {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string; [key: string]: unknown };
}

/** The server could not be reached or did not answer with GraphQL: worth retrying. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

/** The server answered but without data: retrying would give the same answer. */
export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  constructor(
    message: string,
    readonly errors: readonly GraphQLErrorEntry[],
  ) {
    super(message);
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Send without the login-as header, i.e. as the person who actually signed in. */
  asSelf?: boolean;
  /** This very request, already sent (index.html's early requests): its answer is read instead of sending again. */
  sent?: Promise<Response>;
  /** Any error refuses the whole answer (a mutation's null field with its error is a refusal, not a success). */
  strict?: boolean;
}

/** How requests learn about the session; bound by the app so this module stays free of UI state. */
export interface SessionBinding {
  headers(options: { asSelf: boolean }): Record<string, string>;
  onRefreshToken(token: string): void;
  onUnauthenticated(): void;
}

let session: SessionBinding = {
  headers: () => ({}),
  onRefreshToken: () => undefined,
  onUnauthenticated: () => undefined,
};

export function bindSession(binding: SessionBinding): void {
  session = binding;
}

export const GRAPHQL_ENDPOINT = '/api/graphql';

/** The session's headers, for the few REST routes the app calls (/api/fota/...). */
export function sessionHeaders(): Record<string, string> {
  return session.headers({ asSelf: false });
}

interface GraphQLResponseBody<TData> {
  data?: TData | null;
  errors?: GraphQLErrorEntry[];
}

export async function graphqlRequest<TData, TVariables extends object>(
  op: Operation<TData, TVariables>,
  variables: TVariables,
  options: RequestOptions = {},
): Promise<TData> {
  let response: Response;
  try {
    response = await (options.sent ?? fetch(GRAPHQL_ENDPOINT, {
      method: 'POST',
      credentials: 'include',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...session.headers({ asSelf: options.asSelf === true }),
      },
      body: JSON.stringify({ operationName: op.name, query: op.document, variables }),
      signal: options.signal,
    }));
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new NetworkError(cause instanceof Error ? cause.message : String(cause));
  }

  const refreshed = response.headers.get('refresh-token');
  if (refreshed) session.onRefreshToken(refreshed);
  // the server (or the proxy in front of it) cannot serve right now (its database is away, it is restarting): worth
  // retrying like no answer at all, and the screen recovers once it answers (queryClient.ts)
  if (response.status === 502 || response.status === 503 || response.status === 504) {
    throw new NetworkError(`${op.name}: HTTP ${response.status}`);
  }

  let body: GraphQLResponseBody<TData>;
  try {
    body = (await response.json()) as GraphQLResponseBody<TData>;
  } catch {
    throw new NetworkError(`${op.name}: HTTP ${response.status} without a GraphQL body`);
  }

  const errors = Array.isArray(body.errors) ? body.errors : [];
  if (errors.length > 0) {
    console.error(`GraphQL errors in ${op.name}:`, errors);
    if (errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) session.onUnauthenticated();
  }
  if (body.data === null || body.data === undefined || (options.strict && errors.length > 0)) {
    throw new GraphQLRequestError(errors[0]?.message ?? `${op.name} returned no data`, errors);
  }
  return body.data;
}
