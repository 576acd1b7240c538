/**
 * The customer playbook: read and saved under /playbook.
 */
export { default } from './routes';
