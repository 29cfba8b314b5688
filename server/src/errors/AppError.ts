import { GraphQLError } from 'graphql';
import { ERRORS, type ErrorCode } from './errorCatalogue';

/** An error with a catalogue code: the user sees the catalogue's message (or `message`), the log sees `cause`. */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, options: { message?: string; cause?: unknown } = {}) {
    super(options.message ?? ERRORS[code].message, {
      // GraphQL errors travel with HTTP 200 so one failed field does not fail the whole response; only an
      // outage changes the status, so that load balancers and clients back off.
      extensions: code === 'UNAVAILABLE' ? { code, http: { status: 503 } } : { code },
      originalError: options.cause instanceof Error ? options.cause : undefined,
    });
    this.code = code;
  }
}
