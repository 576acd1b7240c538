/**
 * The dashboard: one POST per card under /dashboard, each held to the caller's scope of the card's key.
 */
export { default } from './routes';
