/**
 * Analytics: project throughput, turnaround and on-time rate under /analytics (and its QTO and FTE variants).
 */
export { default } from './routes';
