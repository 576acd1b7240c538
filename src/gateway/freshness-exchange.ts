/**
 * The spec's cache timings (§9) for urql: a query answered within the last 15 minutes is served from
 * the cache; after that it shows the cached data and refetches; after 30 minutes the old data is not
 * shown at all and the query goes to the network. (graphcache itself has no notion of age.) Retries
 * (2) live in the HTTP client. Mutations and explicit request policies pass through untouched.
 */
import { map, pipe } from 'wonka';
import { makeOperation, type Exchange, type Operation, type RequestPolicy } from 'urql';

/** Spec §9: data is stale after 15 minutes and dropped after 30. */
export const STALE_TIME_MS = 15 * 60_000;
export const CACHE_TIME_MS = 30 * 60_000;

/**
 * The policy for a query last fetched `ageMs` ago (undefined: never in this session).
 * @example policyForAge(60_000) // 'cache-first'
 */
export function policyForAge(ageMs: number | undefined, timings = { staleMs: STALE_TIME_MS, cacheMs: CACHE_TIME_MS }): RequestPolicy {
  if (ageMs === undefined || ageMs < timings.staleMs) return 'cache-first';
  return ageMs < timings.cacheMs ? 'cache-and-network' : 'network-only';
}

export interface FreshnessOptions {
  now?: () => number;
  staleMs?: number;
  cacheMs?: number;
}

export function freshnessExchange({ now = Date.now, staleMs = STALE_TIME_MS, cacheMs = CACHE_TIME_MS }: FreshnessOptions = {}): Exchange {
  const fetchedAt = new Map<number, number>();
  const decide = (operation: Operation): Operation => {
    if (operation.kind !== 'query') return operation;
    const requested = operation.context.requestPolicy;
    // A caller's explicit choice stands (a refresh button, a cache-only read).
    if (requested === 'network-only' || requested === 'cache-only') {
      if (requested === 'network-only') fetchedAt.set(operation.key, now());
      return operation;
    }
    const last = fetchedAt.get(operation.key);
    const policy = policyForAge(last === undefined ? undefined : now() - last, { staleMs, cacheMs });
    if (last === undefined || policy !== 'cache-first') fetchedAt.set(operation.key, now());
    return policy === requested ? operation : makeOperation(operation.kind, operation, { ...operation.context, requestPolicy: policy });
  };
  return ({ forward }) =>
    (operations$) =>
      forward(pipe(operations$, map(decide)));
}
