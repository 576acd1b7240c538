/** Analytics (spec §7.12, issue 6 item 2): throughput, turnaround and on-time rate per period bucket, all projects or the QTO / FTE variants. */
import { gql, useQuery } from 'urql';
import type { AnalyticsAnswer, AnalyticsVariant, Period } from '../../domain/periods';
import { embedded, restResolvers, type GatewayResource } from '../resource';

export interface AnalyticsVariables {
  variant: AnalyticsVariant;
  period: Period;
  from?: string;
  to?: string;
  customer_id?: number;
}

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
    period: String!
    variant: String!
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

export const ANALYTICS_QUERY = gql`
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
`;

export function useAnalytics(variables: AnalyticsVariables) {
  return useQuery<{ analytics: AnalyticsAnswer }, AnalyticsVariables>({ query: ANALYTICS_QUERY, variables });
}
