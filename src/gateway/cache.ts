/**
 * The one graphcache configuration, for the app and for tests, merged from the resource modules:
 * typed keys, details answered from cached entities, and what each mutation updates or invalidates.
 */
import { cacheExchange, type CacheExchangeOpts, type Resolver, type UpdateResolver } from '@urql/exchange-graphcache';
import type { GatewayResource } from './resource';
import { embedded } from './resource';
import { RESOURCES } from './resources';

export function createCacheConfig(resources: readonly GatewayResource[] = RESOURCES): CacheExchangeOpts {
  const keys: NonNullable<CacheExchangeOpts['keys']> = { DeleteResult: embedded, NamedRef: embedded };
  const queries: Record<string, Resolver> = {};
  const mutations: Record<string, UpdateResolver> = {};
  for (const { cache } of resources) {
    Object.assign(keys, cache.keys);
    Object.assign(queries, cache.queries);
    Object.assign(mutations, cache.mutations);
  }
  return { keys, resolvers: { Query: queries }, updates: { Mutation: mutations } };
}

/** The graphcache exchange built from the one configuration. */
export function createCache() {
  return cacheExchange(createCacheConfig());
}
