/**
 * Added services (add-ons) of the catalogue under /addons.
 */
export { default } from './routes';
