/**
 * Holidays, the days no due date may fall on, under /holidays.
 */
export { default } from './routes';
