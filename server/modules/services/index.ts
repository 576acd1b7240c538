/**
 * Services of the catalogue under /services, and the field rules the three catalogue modules share (./catalogue.ts).
 */
export { default } from './routes';
export { catalogueName, isAdmin } from './catalogue';
