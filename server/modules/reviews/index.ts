/**
 * NPS and reviews: the reviews, the score and its breakdowns under /review and /nps, and rating a project.
 */
export { default } from './routes';
