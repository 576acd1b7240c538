/**
 * The data gateway's urql client: the spec's cache timings, graphcache, then the local GraphQL
 * schema, whose resolvers call the REST API through the given HTTP client.
 */
import { Client, type Exchange } from 'urql';
import { createCache } from './cache';
import { freshnessExchange } from './freshness-exchange';
import type { HttpClient } from './http';
import { localExchange } from './local-exchange';
import { createRestAdapter } from './rest-adapter';
import { createResolvers, gatewaySchema } from './schema';

export interface GatewayOptions {
  http: HttpClient;
  /** The clock of the cache timings (tests move it). */
  now?: () => number;
  /** Exchanges in front of the others (live lists: live-records.ts). */
  exchanges?: Exchange[];
}

export function createGatewayClient({ http, now, exchanges = [] }: GatewayOptions): Client {
  return new Client({
    // Nothing is fetched from this URL: the local exchange answers every operation.
    url: '/graphql',
    exchanges: [...exchanges, freshnessExchange(now ? { now } : {}), createCache(), localExchange({ schema: gatewaySchema, rootValue: createResolvers(createRestAdapter(http)) })],
    requestPolicy: 'cache-first',
  });
}
