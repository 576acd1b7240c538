/**
 * Services of the catalogue under /services, and the field rules the three catalogue modules share (./catalogue.ts).
 */
export { default } from './routes';
export { isAdmin, nameConflictAs409, optionSchema, refuseDuplicateName, revisedProperties } from './catalogue';
