/**
 * The gateway's GraphQL schema (SDL) and root resolvers, merged from the resource modules. It runs in
 * the browser, inside urql (local-exchange.ts); resolvers call the REST API through the adapter.
 */
import { buildSchema, type GraphQLSchema } from 'graphql';
import { ENUM_SCALAR_SDL } from './generated/record-sdl';
import type { GatewayResource, RootResolver } from './resource';
import { RESOURCES } from './resources';
import type { RestAdapter } from './rest-adapter';

/** What every resource extends, and the results and named string unions (ADR 0281) several share. */
const BASE_SDL = /* GraphQL */ `
  type Query
  type Mutation

  "A record another names (a customer, branch, partner, person), or an option of a form or filter."
  type NamedRef {
    id: ID!
    name: String!
  }

  "The answer of a delete: the id and the server's message."
  type DeleteResult {
    id: ID!
    messages: String!
  }
${ENUM_SCALAR_SDL}`;

export function schemaSdl(resources: readonly GatewayResource[] = RESOURCES): string {
  return [BASE_SDL, ...resources.map((resource) => resource.typeDefs)].join('\n');
}

let built: GraphQLSchema | undefined;

/**
 * The schema, built on the first operation rather than while the shell's chunk is evaluated (that
 * evaluation is one task the browser cannot split; on a phone the build is about 55 ms of it). Built
 * without validating the SDL in the browser (about 320 ms of a phone's start-up): the unit tests build
 * the same SDL with validation (tests/unit/gateway-schema.test.ts).
 */
export function gatewaySchema(): GraphQLSchema {
  built ??= buildSchema(schemaSdl(), { assumeValidSDL: true });
  return built;
}

/** Root resolvers (graphql's `rootValue`): one per Query and Mutation field of every resource. */
export function createResolvers(api: RestAdapter, resources: readonly GatewayResource[] = RESOURCES): Record<string, RootResolver> {
  const merged: Record<string, RootResolver> = {};
  for (const resource of resources) {
    for (const [field, resolver] of Object.entries(resource.resolvers(api))) {
      if (field in merged) throw new Error(`Two gateway resources define the root field ${field}`);
      merged[field] = resolver;
    }
  }
  return merged;
}
