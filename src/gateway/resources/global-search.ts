/**
 * The header's global project search (spec §2.4, §7.6): one page of projects matching the text by
 * name, client project number or code. Answers are never cached: each search asks the server, and
 * the header's machine cancels a search by tearing its operation down (which aborts the call).
 */
import type { SearchResult } from '../../machines/global-search';
import { graphql } from '../graphql';
import { embedded, restResolvers, type GatewayResource } from '../resource';

/** A found project as the server sends it: its id a number, the customer as a name or as `{ id, name }`, the client project number possibly null. */
type ServerResult = Omit<SearchResult, 'id' | 'customer' | 'client_project_number'> & { id: number; customer: string | { name: string } | null; client_project_number: string | null };

const typeDefs = /* GraphQL */ `
  type GlobalSearchResult {
    id: ID!
    project_name: String!
    customer: String!
    project_code: String!
    status: ProjectStatus!
    client_project_number: String!
  }

  type GlobalSearchPage {
    data: [GlobalSearchResult!]!
    hasMore: Boolean!
  }

  extend type Query {
    "Projects whose name, client project number or code holds the text; one page of them."
    globalProjectSearch(search: String!, pageNumber: Int!): GlobalSearchPage!
  }
`;

/** The customer as its name, the client project number as text. */
const searchPage = (page: { data: ServerResult[]; hasMore: boolean }) => ({
  hasMore: page.hasMore,
  data: page.data.map((found) => ({ ...found, customer: typeof found.customer === 'string' ? found.customer : (found.customer?.name ?? ''), client_project_number: found.client_project_number ?? '' })),
});

export const globalSearch: GatewayResource = {
  typeDefs,
  resolvers: (api) => restResolvers(api, { globalProjectSearch: { route: 'projects.globalsearch', answer: searchPage } }),
  cache: {
    keys: { GlobalSearchResult: embedded, GlobalSearchPage: embedded },
    mutations: {},
  },
};

export const GLOBAL_SEARCH_QUERY = graphql(`
  query GlobalProjectSearch($search: String!, $pageNumber: Int!) {
    globalProjectSearch(search: $search, pageNumber: $pageNumber) {
      hasMore
      data {
        id
        project_name
        customer
        project_code
        status
        client_project_number
      }
    }
  }
`);
