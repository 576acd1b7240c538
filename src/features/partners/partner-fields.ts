/** The fields the partner screens read, shared by the queries and mutations that return a partner. */
import type { AnsweredRecord } from '../../domain/contracts/fields';
import type { partnerContract } from '../../domain/contracts/partner';
import type { StoredFile } from '../../ui/records/RecordFilesPanel';

export type { PartnerInput } from '../../gateway/resources/partners';

export const PARTNER_FIELDS = /* GraphQL */ `
  fragment PartnerFields on Partner {
    id
    name
    email
    phone
    website
    address
    status
    customer_count
    agent_count
    revision
    created_at
    updated_at
  }
`;

export const PARTNER_DETAILS_FIELDS = /* GraphQL */ `
  fragment PartnerDetailsFields on Partner {
    ...PartnerFields
    services {
      service_id
      service_name
      software_id
      software_name
      price
      list_price
    }
    addons {
      added_service_id
      name
      price
      list_price
    }
    files {
      id
      original_name
      mime_type
      size_bytes
      description
      created_at
    }
  }
  ${PARTNER_FIELDS}
`;

/** The price lines are answered by the details only, in their own shape. */
export type Partner = AnsweredRecord<typeof partnerContract, { customer_count: number; agent_count: number; created_at: string; updated_at: string }, 'services' | 'addons'>;

export interface PartnerDetails extends Partner {
  services: { service_id: number; service_name: string; software_id: number; software_name: string; price: number; list_price: number }[];
  addons: { added_service_id: number; name: string; price: number; list_price: number }[];
  files: StoredFile[];
}

export interface PartnerCatalogue {
  services: { id: string; name: string; work_type: string; price: number; softwares: { id: string; name: string }[] }[];
  addons: { id: string; name: string; price: number }[];
}

export type PartnerSort = 'name' | '-name' | 'created' | '-created';
