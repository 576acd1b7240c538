/** Reads what a failed gateway operation says: the server's status, message and field errors. */
import type { CombinedError } from 'urql';
import type { FailureExtensions } from './graphql-errors';

export interface GatewayFailure {
  status: number;
  message: string;
  fieldErrors: Record<string, string>;
  cancelled: boolean;
}

/** @example failureOf(result.error) // { status: 400, message: 'Role name is required', fieldErrors: { name: '...' } } */
export function failureOf(error: CombinedError | undefined): GatewayFailure | null {
  if (!error) return null;
  const graphQLError = error.graphQLErrors[0];
  const extensions = (graphQLError?.extensions ?? {}) as Partial<FailureExtensions>;
  return {
    status: typeof extensions.status === 'number' ? extensions.status : 0,
    message: extensions.messages ?? graphQLError?.message ?? error.networkError?.message ?? error.message,
    fieldErrors: extensions.errors ?? {},
    cancelled: extensions.cancelled === true,
  };
}

/** Whether loading again could answer otherwise: a lost connection or a server fault, not a refusal (4xx). */
export function retryable(failure: Pick<GatewayFailure, 'status'>): boolean {
  return failure.status === 0 || failure.status === 408 || failure.status === 429 || failure.status >= 500;
}
