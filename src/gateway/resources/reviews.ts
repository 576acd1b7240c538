/**
 * NPS and reviews (spec §7.7): the reviews page with its summary, the score with its monthly trend,
 * the details (distribution, per customer and branch), the filter lists, and rating. Types are
 * prefixed `Nps` so they stay apart from other resources' charts.
 */
import { guarded } from '../graphql-errors';
import { embedded, invalidateLists, type GatewayContext, type GatewayResource } from '../resource';
import type { Page } from '../rest-adapter';
import type { ReviewAnswer, ReviewFiltersInput, ReviewInput } from '../../domain/contracts/review';
import type { NpsSummary } from '../../domain/nps';

/** The score of a set of reviews (src/domain/nps.ts). */
export type NpsScoreRecord = NpsSummary;

export interface NpsRef {
  id: number;
  name: string;
}

/** A review as answered and what a rating sends: the review contract's (src/domain/contracts/review.ts). */
export type NpsReviewRecord = ReviewAnswer;
export type NpsReviewInput = ReviewInput;

/** The filters every NPS query takes (the review filters contract's); ids are numbers, days YYYY-MM-DD. */
export type NpsFilters = ReviewFiltersInput;

const summaryFields = `
    score: Int
    promoters: Int!
    passives: Int!
    detractors: Int!
    total: Int!
`;

const typeDefs = /* GraphQL */ `
  "promoters − detractors, in % of all reviews (−100…100); score null without reviews."
  type NpsScore {${summaryFields}}

  type NpsRef {
    id: ID!
    name: String!
  }

  type NpsProject {
    id: ID!
    code: String!
    name: String!
  }

  type NpsReview {
    id: ID!
    score: Int!
    group: String!
    comment: String!
    created_at: String!
    customer: NpsRef!
    branch: NpsRef
    user: NpsRef
    project: NpsProject
  }

  type NpsReviewPage {
    data: [NpsReview!]!
    total: Int!
    hasMore: Boolean!
    pageNumber: Int!
    summary: NpsScore!
  }

  type NpsTrendPoint {
    month: String!${summaryFields}}

  type NpsReport {
    summary: NpsScore!
    trend: [NpsTrendPoint!]!
  }

  type NpsScoreCount {
    score: Int!
    count: Int!
  }

  type NpsBreakdown {
    id: ID!
    name: String!
    customer: NpsRef${summaryFields}}

  type NpsDetails {
    summary: NpsScore!
    distribution: [NpsScoreCount!]!
    by_customer: [NpsBreakdown!]!
    by_branch: [NpsBreakdown!]!
  }

  input NpsFilters {
    customer: Int
    branch: Int
    user: Int
    filter_start_date: String
    filter_end_date: String
  }

  input NpsReviewInput {
    score: Int!
    comment: String!
    project_id: Int
  }

  extend type Query {
    npsReviews(pageNumber: Int!, pageSize: Int, search: String, score_group: String, filters: NpsFilters): NpsReviewPage!
    nps(filters: NpsFilters): NpsReport!
    npsDetails(filters: NpsFilters): NpsDetails!
    npsFilterCustomers: [NpsRef!]!
    npsFilterBranches(customer_id: Int): [NpsRef!]!
    npsFilterUsers(customer_id: Int, branch_id: Int): [NpsRef!]!
  }

  extend type Mutation {
    createNpsReview(input: NpsReviewInput!): NpsReview!
  }
`;

/** The set filters only (the server reads null and '' as "not filtered" too, but the body stays small). */
export function filterBody(filters: NpsFilters | null | undefined): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(filters ?? {})) if (value !== null && value !== undefined && value !== '') body[name] = value as string | number;
  return body;
}

/** Every query field that shows reviews or their score. */
export const NPS_LISTS = ['npsReviews', 'nps', 'npsDetails'] as const;

type Ctx = GatewayContext;
interface ReviewsArgs {
  pageNumber: number;
  pageSize?: number | null;
  search?: string | null;
  score_group?: string | null;
  filters?: NpsFilters | null;
}

export const reviews: GatewayResource = {
  typeDefs,
  resolvers: (api) => ({
    npsReviews: ({ pageNumber, pageSize, search, score_group, filters }: ReviewsArgs, { signal }: Ctx) =>
      guarded(
        api.data<Page<NpsReviewRecord> & { summary: NpsScoreRecord }>('reviews.list', {
          body: { pageNumber, ...(pageSize ? { pageSize } : {}), ...(search ? { search } : {}), ...(score_group ? { score_group } : {}), ...filterBody(filters) },
          signal,
        }),
      ),
    nps: ({ filters }: { filters?: NpsFilters | null }, { signal }: Ctx) => guarded(api.data('nps.score', { body: filterBody(filters), signal })),
    npsDetails: ({ filters }: { filters?: NpsFilters | null }, { signal }: Ctx) => guarded(api.data('nps.details', { body: filterBody(filters), signal })),
    npsFilterCustomers: (_args: unknown, { signal }: Ctx) => guarded(api.data<NpsRef[]>('reviews.filtercustomers', { signal })),
    npsFilterBranches: ({ customer_id }: { customer_id?: number | null }, { signal }: Ctx) =>
      guarded(api.data<NpsRef[]>('reviews.filterbranches', { body: customer_id ? { customer_id } : {}, signal })),
    npsFilterUsers: ({ customer_id, branch_id }: { customer_id?: number | null; branch_id?: number | null }, { signal }: Ctx) =>
      guarded(api.data<NpsRef[]>('reviews.filterusers', { body: { ...(customer_id ? { customer_id } : {}), ...(branch_id ? { branch_id } : {}) }, signal })),
    createNpsReview: ({ input }: { input: NpsReviewInput }, { signal }: Ctx) => guarded(api.data<NpsReviewRecord>('reviews.create', { body: input, signal })),
  }),
  cache: {
    // Reviews are never edited; everything lives inside the query that answered it.
    keys: {
      NpsScore: embedded,
      NpsRef: embedded,
      NpsProject: embedded,
      NpsReview: embedded,
      NpsReviewPage: embedded,
      NpsTrendPoint: embedded,
      NpsReport: embedded,
      NpsScoreCount: embedded,
      NpsBreakdown: embedded,
      NpsDetails: embedded,
    },
    mutations: { createNpsReview: (_result, _args, cache) => invalidateLists(cache, NPS_LISTS) },
  },
};
