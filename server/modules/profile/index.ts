/**
 * The signed-in user's own profile under /profile: details, update, image and password.
 */
export { default } from './routes';
