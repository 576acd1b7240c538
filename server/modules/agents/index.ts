/**
 * Agents: their records, attachments and partner options under /agents.
 */
export { default } from './routes';
