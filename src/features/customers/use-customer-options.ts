/** The option lists of the customer form: partners, agents (of the chosen partner), sales persons and the catalogues. */
import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../gateway/graphql';

const FORM_OPTIONS = graphql(`
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
`);

/** A service or add-on of the catalogues, with its list price. */
export type CatalogueItem = ResultOf<typeof FORM_OPTIONS>['customerServiceCatalogue'][number];

export function useCustomerFormOptions() {
  return useQuery({ query: FORM_OPTIONS });
}

const AGENT_OPTIONS = graphql(`
  query CustomerAgents($partner_id: ID) {
    customerAgents(partner_id: $partner_id) {
      id
      name
    }
  }
`);

/** The agents the user may choose, of one partner when one is chosen. */
export function useCustomerAgents(partnerId: string) {
  return useQuery({ query: AGENT_OPTIONS, variables: { partner_id: partnerId || null } });
}
