/** The customer writes (from the customer record, use-customers.ts); the cache refetches lists and updates the entity (src/gateway/resources/customers.ts). */
export { useDeleteCustomer, useDescribeCustomerFile, useExtendCustomerTrial, useRemoveCustomerFile, useSetCustomerStatus } from './use-customers';
