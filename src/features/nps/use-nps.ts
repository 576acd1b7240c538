/** The NPS queries of the three screens: the score with its trend, the details, the reviews page, the filter lists, and rating. */
import { useMutation, useQuery } from 'urql';
import { graphql, type ResultOf, type VariablesOf } from '../../gateway/graphql';
import type { NpsFilters } from '../../gateway/resources/reviews';

/** A literal: gql.tada reads the documents it is part of at the type level. */
const SCORE = 'score promoters passives detractors total';

export const NPS_QUERY = graphql(`
  query Nps($filters: NpsFilters) {
    nps(filters: $filters) {
      summary { ${SCORE} }
      trend { month ${SCORE} }
    }
  }
`);

export type TrendPoint = ResultOf<typeof NPS_QUERY>['nps']['trend'][number];

export function useNps(filters: NpsFilters, pause = false) {
  return useQuery({ query: NPS_QUERY, variables: { filters }, pause });
}

export const NPS_DETAILS_QUERY = graphql(`
  query NpsDetails($filters: NpsFilters) {
    npsDetails(filters: $filters) {
      summary { ${SCORE} }
      distribution { score count }
      by_customer { id name ${SCORE} }
      by_branch { id name customer { id name } ${SCORE} }
    }
  }
`);

type Details = ResultOf<typeof NPS_DETAILS_QUERY>['npsDetails'];
/** A row of either breakdown: only the branches' name their customer. */
export type Breakdown = Details['by_customer'][number] & Partial<Pick<Details['by_branch'][number], 'customer'>>;

export function useNpsDetails(filters: NpsFilters, pause = false) {
  return useQuery({ query: NPS_DETAILS_QUERY, variables: { filters }, pause });
}

export const NPS_REVIEWS_QUERY = graphql(`
  query NpsReviews($pageNumber: Int!, $pageSize: Int, $search: String, $score_group: String, $filters: NpsFilters) {
    npsReviews(pageNumber: $pageNumber, pageSize: $pageSize, search: $search, score_group: $score_group, filters: $filters) {
      total
      totalCapped
      hasMore
      pageNumber
      summary { ${SCORE} }
      data {
        id
        score
        group
        comment
        created_at
        customer { id name }
        branch { id name }
        user { id name }
        project { id code name }
      }
    }
  }
`);

/** A review as the details' list reads it. */
export type NpsReviewRow = ResultOf<typeof NPS_REVIEWS_QUERY>['npsReviews']['data'][number];

export function useNpsReviews(variables: VariablesOf<typeof NPS_REVIEWS_QUERY>, pause = false) {
  return useQuery({ query: NPS_REVIEWS_QUERY, variables, pause });
}

const FILTER_OPTIONS = graphql(`
  query NpsFilterOptions($customer_id: Int, $branch_id: Int) {
    npsFilterCustomers { id name }
    npsFilterBranches(customer_id: $customer_id) { id name }
    npsFilterUsers(customer_id: $customer_id, branch_id: $branch_id) { id name }
  }
`);

/** The customers, branches and users the reviews can be filtered by; branches and users narrow with the chosen customer (and branch). */
export function useNpsFilterOptions(customerId: number | null, branchId: number | null) {
  return useQuery({
    query: FILTER_OPTIONS,
    variables: { customer_id: customerId, branch_id: branchId },
  });
}

const CREATE_REVIEW = graphql(`
  mutation CreateNpsReview($input: NpsReviewInput!) {
    createNpsReview(input: $input) {
      id
      score
    }
  }
`);

export function useCreateReview() {
  return useMutation(CREATE_REVIEW);
}
