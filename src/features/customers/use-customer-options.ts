/** The option lists of the customer form: partners, agents (of the chosen partner), sales persons and the catalogues. */
import { gql, useQuery } from 'urql';

export interface Option {
  id: string;
  name: string;
}
export interface CatalogueItem extends Option {
  work_type: string | null;
  price: string;
}

const FORM_OPTIONS = gql`
  query CustomerFormOptions {
    customerPartners {
      id
      name
    }
    customerSalespersons {
      id
      name
    }
    customerServiceCatalogue {
      id
      name
      work_type
      price
    }
    customerAddonCatalogue {
      id
      name
      work_type
      price
    }
  }
`;

export interface FormOptions {
  customerPartners: Option[];
  customerSalespersons: Option[];
  customerServiceCatalogue: CatalogueItem[];
  customerAddonCatalogue: CatalogueItem[];
}

export function useCustomerFormOptions() {
  return useQuery<FormOptions>({ query: FORM_OPTIONS });
}

const AGENT_OPTIONS = gql`
  query CustomerAgents($partner_id: ID) {
    customerAgents(partner_id: $partner_id) {
      id
      name
    }
  }
`;

/** The agents the user may choose, of one partner when one is chosen. */
export function useCustomerAgents(partnerId: string) {
  return useQuery<{ customerAgents: Option[] }, { partner_id: string | null }>({ query: AGENT_OPTIONS, variables: { partner_id: partnerId || null } });
}
