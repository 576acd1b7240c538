/**
 * Software of the catalogue under /softwares.
 */
export { default } from './routes';
