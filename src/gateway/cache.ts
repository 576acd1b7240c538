/**
 * The one graphcache configuration, for the app and for tests: typed keys, and what each mutation
 * updates or invalidates. Timings of spec §9 are exported for the client's request policy.
 */
import { cacheExchange, type Cache, type CacheExchangeOpts } from '@urql/exchange-graphcache';

/** Spec §9: data is stale after 15 minutes and dropped after 30; failed safe calls retry twice (http.ts). */
export const STALE_TIME_MS = 15 * 60_000;
export const CACHE_TIME_MS = 30 * 60_000;
export const RETRIES = 2;

type Typename = 'Role' | 'RolePage' | 'DeleteResult';

/** Every list field on Query, for invalidation after a write that changes membership or order. */
const LIST_FIELDS: Partial<Record<Typename, string>> = { Role: 'roles' };

function invalidateLists(cache: Cache, typename: Typename): void {
  const field = LIST_FIELDS[typename];
  if (!field) return;
  for (const info of cache.inspectFields('Query')) if (info.fieldName === field) cache.invalidate('Query', info.fieldName, info.arguments);
}

export function createCacheConfig(): CacheExchangeOpts {
  const keys: Record<Typename, (data: Record<string, unknown>) => string | null> = {
    Role: (data) => (data.id === undefined || data.id === null ? null : String(data.id as string | number)),
    // Pages are embedded in the Query field of their arguments.
    RolePage: () => null,
    DeleteResult: () => null,
  };
  return {
    keys,
    resolvers: {
      // A role already in the cache (from a list or a write) answers its details query at once.
      Query: { role: (_parent, args) => ({ __typename: 'Role', id: String(args.id as string) }) },
    },
    updates: {
      Mutation: {
        // A new role lands somewhere in every sorted, searched page: refetch the lists.
        createRole: (_result, _args, cache) => invalidateLists(cache, 'Role'),
        // The answer carries the whole role, so the entity updates itself; its name may move it in a
        // sorted list, so the lists refetch too.
        updateRole: (_result, _args, cache) => invalidateLists(cache, 'Role'),
        deleteRole: (_result, args, cache) => {
          cache.invalidate({ __typename: 'Role', id: String(args.id as string) });
          invalidateLists(cache, 'Role');
        },
      },
    },
  };
}

/** The graphcache exchange built from the one configuration. */
export function createCache() {
  return cacheExchange(createCacheConfig());
}
