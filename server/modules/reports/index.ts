/**
 * Reports: the overview, the four paged reports, their CSV and PDF exports and filter lists under /reports.
 */
export { default } from './routes';
