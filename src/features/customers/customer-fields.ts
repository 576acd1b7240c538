/** The fields the customer screens read, shared by the queries and mutations that return a customer. */
import { graphql, type ResultOf } from '../../gateway/graphql';
import type { CustomerInput, SubscriptionType } from '../../gateway/resources/customers';

export type { CustomerInput, SubscriptionType };

export const CUSTOMER_FIELDS = graphql(`
  fragment CustomerFields on Customer {
    id
    name
    email
    phone
    website
    address
    partner {
      id
      name
    }
    agent {
      id
      name
    }
    sales_person {
      id
      name
    }
    subscription_type
    status
    trial_end
    storage_quota_mb
    branch_count
    user_count
    revision
    created_at
    updated_at
  }
`);

/** The details' extra fields: what the customer buys, its files and its branches. */
export const CUSTOMER_DETAIL_FIELDS = graphql(
  `
  fragment CustomerDetailFields on Customer {
    ...CustomerFields
    services {
      service_id
      name
      work_type
      price
    }
    addons {
      added_service_id
      name
      price
    }
    files {
      id
      name
      mime_type
      size_bytes
      description
      created_at
    }
    branches {
      id
      name
      city
      status
      user_count
    }
  }
`,
  [CUSTOMER_FIELDS],
);

export type Customer = ResultOf<typeof CUSTOMER_FIELDS>;
export type CustomerDetails = ResultOf<typeof CUSTOMER_DETAIL_FIELDS>;

export const SUBSCRIPTION_LABELS: Record<SubscriptionType, string> = { monthly: 'Monthly', annual: 'Annual', trial: 'Trial' };
export const SUBSCRIPTION_OPTIONS = (Object.keys(SUBSCRIPTION_LABELS) as SubscriptionType[]).map((id) => ({ id, name: SUBSCRIPTION_LABELS[id] }));
