/**
 * Branches of a customer: list, create, details, update, delete, status, scope of work and options under /branches.
 */
export { default } from './routes';
