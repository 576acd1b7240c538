/**
 * NPS and reviews (spec §7.7): the reviews page with its summary, the score with its monthly trend,
 * the details (distribution, per customer and branch), the filter lists, and rating. Types are
 * prefixed `Nps` so they stay apart from other resources' charts.
 */
import { embedded, invalidateLists, pageSdl, restResolvers, type GatewayResource } from '../resource';
import type { ReviewFiltersInput } from '../../domain/contracts/review';
import type { NpsSummary } from '../../domain/nps';

/** The score of a set of reviews (src/domain/nps.ts). */
export type NpsScoreRecord = NpsSummary;

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

  type NpsProject {
    id: ID!
    code: String!
    name: String!
  }

  type NpsReview {
    id: ID!
    score: Int!
    group: NpsGroup!
    comment: String!
    created_at: String!
    customer: NamedRef!
    branch: NamedRef
    user: NamedRef
    project: NpsProject
  }

${pageSdl('NpsReview', '\n    summary: NpsScore!')}
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
    customer: NamedRef${summaryFields}}

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
    npsFilterCustomers: [NamedRef!]!
    npsFilterBranches(customer_id: Int): [NamedRef!]!
    npsFilterUsers(customer_id: Int, branch_id: Int): [NamedRef!]!
  }

  extend type Mutation {
    createNpsReview(input: NpsReviewInput!): NpsReview!
  }
`;

/** Every query field that shows reviews or their score. */
export const NPS_LISTS = ['npsReviews', 'nps', 'npsDetails'] as const;

export const reviews: GatewayResource = {
  typeDefs,
  resolvers: (api) =>
    restResolvers(api, {
      npsReviews: 'reviews.list',
      nps: 'nps.score',
      npsDetails: 'nps.details',
      npsFilterCustomers: 'reviews.filtercustomers',
      npsFilterBranches: 'reviews.filterbranches',
      npsFilterUsers: 'reviews.filterusers',
      createNpsReview: { route: 'reviews.create', body: 'input' },
    }),
  cache: {
    // Reviews are never edited; everything lives inside the query that answered it.
    keys: {
      NpsScore: embedded,
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
