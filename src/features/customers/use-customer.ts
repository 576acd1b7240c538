/** One customer's details (services, add-ons, files, branches), for the view and edit screens: from the customer record (use-customers.ts). */
export { CUSTOMER_QUERY, useCustomer } from './use-customers';
