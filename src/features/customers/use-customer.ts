/** One customer's details (services, add-ons, files, branches), for the view and edit screens: from the customer record (use-customers.ts). */
export { useCustomer } from './use-customers';
