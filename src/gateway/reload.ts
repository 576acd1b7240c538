/** Asking a query again, past the cache: Retry after a failed load, and a reload after a change. */
import type { OperationContext } from 'urql';

/** A query's `reexecute` (the second of urql's `useQuery` pair). */
export type Reexecute = (context?: Partial<OperationContext>) => void;

/** @example <LoadFailure error={error} onRetry={reloadOf(reexecute)} /> */
export const reloadOf = (reexecute: Reexecute) => () => reexecute({ requestPolicy: 'network-only' });
