/** The options of the project form: customers, branches of a customer, services, software of a service, add-ons; and a service's scope of work. */
import { useQuery } from 'urql';
import { graphql } from '../../gateway/graphql';

export const FORM_OPTIONS = graphql(`
  query ProjectFormOptions {
    projectServiceOptions {
      id
      name
      work_type
    }
    projectAddedServiceOptions {
      id
      name
    }
  }
`);

export function useProjectFormOptions() {
  return useQuery({ query: FORM_OPTIONS });
}

export const CUSTOMER_OPTIONS = graphql(`
  query ProjectCustomerOptions {
    projectFilterCustomers {
      id
      name
    }
  }
`);

/** The customers a project may be for: those in the caller's scope (paused when the customer is fixed). */
export function useProjectCustomerOptions(pause: boolean) {
  return useQuery({ query: CUSTOMER_OPTIONS, pause });
}

export const BRANCH_OPTIONS = graphql(`
  query ProjectBranchOptions($customer_id: Int!) {
    projectBranchOptions(customer_id: $customer_id) {
      id
      name
    }
  }
`);

/** The branches of the chosen customer the caller may create for (paused until one is chosen). */
export function useProjectBranchOptions(customerId: string) {
  return useQuery({ query: BRANCH_OPTIONS, variables: { customer_id: Number(customerId) }, pause: customerId === '' });
}

export const SOFTWARE_OPTIONS = graphql(`
  query ProjectSoftwareOptions($service_id: Int!) {
    projectSoftwareOptions(service_id: $service_id) {
      id
      name
    }
  }
`);

export function useProjectSoftwareOptions(serviceId: string) {
  return useQuery({ query: SOFTWARE_OPTIONS, variables: { service_id: Number(serviceId) }, pause: serviceId === '' });
}

export const SCOPE_BY_SERVICE = graphql(`
  query ProjectScopeByService($service_id: Int!, $branch_id: Int) {
    projectScopeByService(service_id: $service_id, branch_id: $branch_id)
  }
`);
