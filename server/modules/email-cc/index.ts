/**
 * Email CC, the addresses that get a copy of a customer user's notification emails, under /emailcc:
 * ./routes.ts says who may read and replace a list. Invoices use `cleanEmails` for their recipients.
 */
export { cleanEmails, EMAIL_CC_MESSAGES, MAX_CC_EMAILS } from './routes';
export { default } from './routes';
