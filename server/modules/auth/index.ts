/**
 * Signing in under /auth: captcha, check-in, two-factor, resend, forgot and reset password, whoami and logout. The session machinery every route relies on stays shared (server/auth, server/plugins/auth.ts).
 */
export { default } from './routes';
