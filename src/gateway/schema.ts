/**
 * The gateway's GraphQL schema (SDL) and its resolvers over the REST adapter. It runs in the browser,
 * inside urql (local-exchange.ts); a failed REST call becomes a GraphQL error whose `extensions`
 * carry the server's envelope (`status`, `messages`, `errors`) so forms can show field errors.
 */
import { GraphQLError, buildSchema, type GraphQLSchema } from 'graphql';
import { HttpError, describeFailure, isCancellation, CANCELLED } from './http';
import type { RestAdapter, RoleInput, RoleSort } from './rest-adapter';

export const SDL = /* GraphQL */ `
  type Role {
    id: ID!
    name: String!
    description: String!
    permissions: [String!]!
    user_count: Int!
    created_at: String!
    updated_at: String!
  }

  type RolePage {
    data: [Role!]!
    total: Int!
    hasMore: Boolean!
    pageNumber: Int!
  }

  input RoleInput {
    name: String!
    description: String
    permissions: [String!]!
  }

  type DeleteResult {
    id: ID!
    messages: String!
  }

  type Query {
    roles(pageNumber: Int!, pageSize: Int, search: String, sort: String): RolePage!
    role(id: ID!): Role!
  }

  type Mutation {
    createRole(input: RoleInput!): Role!
    updateRole(id: ID!, input: RoleInput!): Role!
    deleteRole(id: ID!): DeleteResult!
  }
`;

export const schema: GraphQLSchema = buildSchema(SDL);

/** What every resolver gets: the signal urql aborts when it tears the operation down. */
export interface GatewayContext {
  signal: AbortSignal;
}

/** The server's envelope of a failed call, as it reaches the screens in `error.extensions`. */
export interface FailureExtensions {
  status: number;
  messages: string;
  errors?: Record<string, string>;
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
    return new GraphQLError(messages, { extensions });
  }
  const messages = typeof failure === 'string' ? failure : String(failure);
  return new GraphQLError(messages, { extensions: { status: 0, messages } });
}

async function guarded<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw toGraphQLError(error);
  }
}

interface ListArgs {
  pageNumber: number;
  pageSize?: number | null;
  search?: string | null;
  sort?: string | null;
}

const SORTS: readonly RoleSort[] = ['name', '-name', 'created', '-created'];

/** Root resolvers (graphql's `rootValue`): one per Query and Mutation field. */
export function createResolvers(api: RestAdapter) {
  return {
    roles: ({ pageNumber, pageSize, search, sort }: ListArgs, { signal }: GatewayContext) =>
      guarded(
        api.roles.list(
          {
            pageNumber,
            ...(pageSize ? { pageSize } : {}),
            ...(search ? { search } : {}),
            ...(sort && (SORTS as readonly string[]).includes(sort) ? { sort: sort as RoleSort } : {}),
          },
          signal,
        ),
      ),
    role: ({ id }: { id: string }, { signal }: GatewayContext) => guarded(api.roles.details(id, signal)),
    createRole: ({ input }: { input: RoleInput }, { signal }: GatewayContext) => guarded(api.roles.create(input, signal)),
    updateRole: ({ id, input }: { id: string; input: RoleInput }, { signal }: GatewayContext) => guarded(api.roles.update(id, input, signal)),
    deleteRole: async ({ id }: { id: string }, { signal }: GatewayContext) => ({ id, messages: await guarded(api.roles.delete(id, signal)) }),
  };
}
