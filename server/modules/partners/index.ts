/**
 * Partners under /partners: their records and files (./routes.ts, on the record kernels like agents)
 * and the service and add-on prices a partner pays (./prices.ts).
 */
export { default } from './routes';
export { PARTNER_MESSAGES } from './routes';
export { PRICE_MESSAGES } from './prices';
