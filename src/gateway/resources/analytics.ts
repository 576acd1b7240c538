/** Analytics (spec §7.12, issue 6 item 2): throughput, turnaround and on-time rate per period bucket, all projects or the QTO / FTE variants. */
import { useQuery } from 'urql';
import type { AnalyticsVariant } from '../../domain/periods';
import { graphql, type ResultOf, type VariablesOf } from '../graphql';
import { embedded, restResolvers, type GatewayResource } from '../resource';

const OPERATION = { all: 'analytics.all', QTO: 'analytics.qto', FTE: 'analytics.fte' } as const;

const typeDefs = /* GraphQL */ `
  type AnalyticsFigures {
    created: Int!
    completed: Int!
    on_time: Int!
    avg_turnaround_days: Float
    on_time_rate: Float
  }

  type AnalyticsBucket {
    bucket: String!
    label: String!
    created: Int!
    completed: Int!
    on_time: Int!
    avg_turnaround_days: Float
    on_time_rate: Float
  }

  type Analytics {
    period: Period!
    variant: AnalyticsVariant!
    from: String!
    to: String!
    buckets: [AnalyticsBucket!]!
    totals: AnalyticsFigures!
  }

  extend type Query {
    "variant: all, QTO or FTE; period: year, month or day; from/to YYYY-MM-DD (default: the period's usual range)."
    analytics(variant: String!, period: String!, from: String, to: String, customer_id: Int, partner: Int): Analytics!
  }
`;

export const analytics: GatewayResource = {
  typeDefs,
  resolvers: (api) => restResolvers(api, { analytics: { route: (variant) => OPERATION[variant as AnalyticsVariant], by: 'variant' } }),
  cache: {
    keys: { Analytics: embedded, AnalyticsBucket: embedded, AnalyticsFigures: embedded },
    mutations: {},
  },
};

export const ANALYTICS_QUERY = graphql(`
  query Analytics($variant: String!, $period: String!, $from: String, $to: String, $customer_id: Int) {
    analytics(variant: $variant, period: $period, from: $from, to: $to, customer_id: $customer_id) {
      period
      variant
      from
      to
      buckets {
        bucket
        label
        created
        completed
        on_time
        avg_turnaround_days
        on_time_rate
      }
      totals {
        created
        completed
        on_time
        avg_turnaround_days
        on_time_rate
      }
    }
  }
`);

/** The answer as the screen reads it: the period and variant as their unions (ADR 0281). */
export type Analytics = ResultOf<typeof ANALYTICS_QUERY>['analytics'];

export function useAnalytics(variables: VariablesOf<typeof ANALYTICS_QUERY>) {
  return useQuery({ query: ANALYTICS_QUERY, variables });
}
