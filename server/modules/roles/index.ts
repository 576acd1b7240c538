/**
 * Roles and their permission keys under /roles.
 */
export { default } from './routes';
