/** The fields the partner screens read, shared by the queries and mutations that return a partner. */
import { graphql, type ResultOf } from '../../gateway/graphql';

export type { PartnerInput } from '../../gateway/resources/partners';

export const PARTNER_FIELDS = graphql(`
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
`);

export const PARTNER_DETAILS_FIELDS = graphql(
  `
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
`,
  [PARTNER_FIELDS],
);

export type Partner = ResultOf<typeof PARTNER_FIELDS>;
export type PartnerDetails = ResultOf<typeof PARTNER_DETAILS_FIELDS>;

export const PARTNER_CATALOGUE = graphql(`
  query PartnerCatalogue {
    partnerCatalogue {
      services {
        id
        name
        work_type
        price
        softwares {
          id
          name
        }
      }
      addons {
        id
        name
        price
      }
    }
  }
`);

export type PartnerCatalogue = ResultOf<typeof PARTNER_CATALOGUE>['partnerCatalogue'];

export type PartnerSort = 'name' | '-name' | 'created' | '-created';
