/**
 * The data gateway's urql client: graphcache in front of the local GraphQL schema, whose resolvers
 * call the REST API through the given HTTP client.
 */
import { Client } from 'urql';
import { createCache } from './cache';
import type { HttpClient } from './http';
import { localExchange } from './local-exchange';
import { createRestAdapter } from './rest-adapter';
import { createResolvers, schema } from './schema';

export interface GatewayOptions {
  http: HttpClient;
}

export function createGatewayClient({ http }: GatewayOptions): Client {
  return new Client({
    // Nothing is fetched from this URL: the local exchange answers every operation.
    url: '/graphql',
    exchanges: [createCache(), localExchange({ schema, rootValue: createResolvers(createRestAdapter(http)) })],
    requestPolicy: 'cache-and-network',
  });
}
