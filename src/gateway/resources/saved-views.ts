/**
 * Saved views (docs/saved-views.md): the views of one list the caller may open, the roles they may
 * share one with, and the writes. A view's `state` travels whole as the `ViewState` scalar (the
 * `ListState` contract of src/domain/saved-views.ts, validated by the server). Every write refetches
 * the lists of views: a new default, a rename or a delete changes other rows of the same list.
 */
import type { UpdateResolver } from '@urql/exchange-graphcache';
import type { SavedViewInput, SavedViewList } from '../../domain/saved-views';
import { byId, deleted, embedded, invalidateLists, restResolvers, type GatewayResource } from '../resource';

const typeDefs = /* GraphQL */ `
  "A saved view's list state: search, filters, sort and page size (ListState in src/domain/saved-views.ts)."
  scalar ViewState

  type SavedViewOwner {
    id: Int!
    name: String!
  }

  type SavedView {
    id: ID!
    list: SavedViewList!
    name: String!
    state: ViewState!
    shared: ViewSharing!
    role_id: Int
    owner: SavedViewOwner!
    mine: Boolean!
    is_default: Boolean!
    revision: Int!
    updated_at: String!
  }

  type SavedViewRole {
    id: Int!
    name: String!
  }

  input SavedViewInput {
    name: String!
    state: ViewState!
    shared: String!
    role_id: Int
    is_default: Boolean
    revision: Int
  }

  extend type Query {
    "The views of a list the caller may open: their own first, then those shared with them."
    savedViews(list: String!): [SavedView!]!
    "The roles the caller may share a view with."
    savedViewRoles: [SavedViewRole!]!
  }

  extend type Mutation {
    createSavedView(list: String!, input: SavedViewInput!): SavedView!
    updateSavedView(id: ID!, input: SavedViewInput!): SavedView!
    deleteSavedView(id: ID!): DeleteResult!
    "Sets the caller's default view of a list, or clears it (view_id null)."
    setDefaultSavedView(list: String!, view_id: Int): String!
  }
`;

const refetchViews: UpdateResolver = (_result, _args, cache) => invalidateLists(cache, ['savedViews']);

export const savedViews: GatewayResource = {
  typeDefs,
  resolvers: (api) =>
    restResolvers(api, {
      savedViews: 'views.list',
      savedViewRoles: 'views.roles',
      // The view's state travels whole, and an unset role as null.
      createSavedView: { route: 'views.create', body: ({ list, input }: { list: SavedViewList; input: SavedViewInput }) => ({ list, ...input }) },
      updateSavedView: { route: 'views.update', id: 'id', body: 'input' },
      deleteSavedView: { route: 'views.delete', id: 'id', answer: deleted },
      // A cleared default is sent as view_id null, which the route requires.
      setDefaultSavedView: {
        route: 'views.default',
        body: ({ list, view_id }: { list: SavedViewList; view_id?: number | null }) => ({ list, view_id: view_id ?? null }),
        answer: (_data: unknown, messages: string) => messages,
      },
    }),
  cache: {
    keys: { SavedView: byId, SavedViewOwner: embedded, SavedViewRole: embedded },
    mutations: { createSavedView: refetchViews, updateSavedView: refetchViews, deleteSavedView: refetchViews, setDefaultSavedView: refetchViews },
  },
};
