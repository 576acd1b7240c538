/**
 * How a failed REST call reaches the screens through GraphQL: as an error whose `extensions` carry
 * the server's envelope (`status`, `messages`, `errors`, and `data` such as a stale edit's 409).
 */
import { GraphQLError } from 'graphql';
import { HttpError, describeFailure, isCancellation, CANCELLED } from './http';

/** The server's envelope of a failed call, as it reaches the screens in `error.extensions`. */
export interface FailureExtensions {
  status: number;
  messages: string;
  errors?: Record<string, string>;
  /** What the server sent as `data` with the failure, e.g. who changed a record (409). */
  data?: unknown;
  /** True when the call was cancelled (spec §8 marker `AxiosCancellation`). */
  cancelled?: boolean;
  [key: string]: unknown;
}

/** Turns a REST failure into a GraphQL error with the envelope on its extensions. */
export function toGraphQLError(error: unknown): GraphQLError {
  if (isCancellation(error)) return new GraphQLError(CANCELLED, { extensions: { status: 0, messages: CANCELLED, cancelled: true } });
  const failure = describeFailure(error);
  if (error instanceof HttpError) {
    const body = error.data as Partial<FailureExtensions> | null;
    const messages = typeof body?.messages === 'string' ? body.messages : typeof failure === 'string' ? failure : error.statusText;
    const extensions: FailureExtensions = { status: error.status, messages };
    if (body?.errors && typeof body.errors === 'object') extensions.errors = body.errors;
    if (body?.data !== undefined) extensions.data = body.data;
    return new GraphQLError(messages, { extensions });
  }
  const messages = typeof failure === 'string' ? failure : String(failure);
  return new GraphQLError(messages, { extensions: { status: 0, messages } });
}

/** Awaits a REST call, rethrowing its failure as a GraphQL error. */
export async function guarded<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw toGraphQLError(error);
  }
}
