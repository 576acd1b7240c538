/**
 * The gateway's GraphQL schema (SDL) and root resolvers, merged from the resource modules. It runs in
 * the browser, inside urql (local-exchange.ts); resolvers call the REST API through the adapter.
 */
import { buildASTSchema, Kind, parse, type DefinitionNode, type GraphQLSchema } from 'graphql';
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

/** The SDL in pieces: the base, then each resource's. */
function sdlPieces(resources: readonly GatewayResource[] = RESOURCES): string[] {
  return [BASE_SDL, ...resources.map((resource) => resource.typeDefs)];
}

export function schemaSdl(resources: readonly GatewayResource[] = RESOURCES): string {
  return sdlPieces(resources).join('\n');
}

const PIECES = sdlPieces();
const parsed: (readonly DefinitionNode[])[] = [];
let built: GraphQLSchema | undefined;

function parsePiece(index: number): readonly DefinitionNode[] {
  return (parsed[index] ??= parse(PIECES[index] ?? '', { noLocation: true }).definitions);
}

/**
 * The schema, built on the first operation rather than while the shell's chunk is evaluated (that
 * evaluation is one task the browser cannot split; on a phone the build is about 55 ms of it). Built
 * without validating the SDL in the browser (about 320 ms of a phone's start-up): the unit tests build
 * the same SDL with validation (tests/unit/gateway-schema.test.ts).
 */
export function gatewaySchema(): GraphQLSchema {
  built ??= buildASTSchema({ kind: Kind.DOCUMENT, definitions: PIECES.flatMap((_, index) => parsePiece(index)) }, { assumeValidSDL: true });
  return built;
}

/** About how much SDL one step parses: a few milliseconds here, under 50 on a phone. */
const STEP_SDL_CHARS = 10_000;

/**
 * The schema's build as steps for `oneTaskEach`, to run ahead of the first operation: the SDL parsed
 * about 10,000 characters a step, then the build (ADR 0289). Parse and build in one task were over
 * 100 ms on a phone; what is left undone when the first operation comes is done then.
 */
export function gatewaySchemaSteps(): (() => void)[] {
  const steps: (() => void)[] = [];
  let group: number[] = [];
  let chars = 0;
  PIECES.forEach((piece, index) => {
    group.push(index);
    chars += piece.length;
    if (chars < STEP_SDL_CHARS && index < PIECES.length - 1) return;
    const indexes = group;
    steps.push(() => indexes.forEach(parsePiece));
    group = [];
    chars = 0;
  });
  return [...steps, () => void gatewaySchema()];
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
