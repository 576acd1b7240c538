/** The fields the customer screens read, shared by the queries and mutations that return a customer. */
import type { customerContract } from '../../domain/contracts/customer';
import type { AnsweredRecord } from '../../domain/contracts/fields';
import type { CustomerInput, CustomerStatus, SubscriptionType } from '../../gateway/resources/customers';

export type { CustomerInput, CustomerStatus, SubscriptionType };

export const CUSTOMER_FIELDS = /* GraphQL */ `
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
`;

/** The details' extra fields: what the customer buys, its files and its branches. */
export const CUSTOMER_DETAIL_FIELDS = /* GraphQL */ `
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
  ${CUSTOMER_FIELDS}
`;

export interface Ref {
  id: string;
  name: string;
}

/** Its links are answered as records, its price lines by the details only, in their own shape. */
export type Customer = AnsweredRecord<
  typeof customerContract,
  { partner: Ref | null; agent: Ref | null; sales_person: Ref | null; branch_count: number; user_count: number; created_at: string; updated_at: string },
  'partner_id' | 'agent_id' | 'sales_person_id' | 'services' | 'addons'
>;

export interface CustomerFile {
  id: string;
  name: string;
  mime_type: string;
  size_bytes: number;
  description: string;
  created_at: string;
}

export interface CustomerDetails extends Customer {
  services: { service_id: string; name: string; work_type: string; price: string }[];
  addons: { added_service_id: string; name: string; price: string }[];
  files: CustomerFile[];
  branches: { id: string; name: string; city: string | null; status: CustomerStatus; user_count: number }[];
}

export const SUBSCRIPTION_LABELS: Record<SubscriptionType, string> = { monthly: 'Monthly', annual: 'Annual', trial: 'Trial' };
export const SUBSCRIPTION_OPTIONS = (Object.keys(SUBSCRIPTION_LABELS) as SubscriptionType[]).map((id) => ({ id, name: SUBSCRIPTION_LABELS[id] }));
