/**
 * Invoices: monthly per customer, listed, viewed, downloaded as PDF and sent under /invoices. The builder they come from is shared with the demo seed (server/billing/build.ts).
 */
export { default } from './routes';
export { refuseGuestBilling } from './guest';
export { refreshAndTell } from './refresh';
