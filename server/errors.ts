/**
 * The error routes throw for an answer other than success; the app's error handler shapes it into the
 * envelope of DESIGN §5: `{ status, messages, errors? }` with `status` as the HTTP status.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string> | undefined;
  /** Sent as the envelope's `data`, e.g. the current record with a 409 for a stale edit. */
  readonly data: unknown;

  constructor(statusCode: number, message: string, errors?: Record<string, string>, data?: unknown) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.data = data;
  }
}

/** Shorthand for a 400 with one field error. */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, message, { [field]: message });
}
