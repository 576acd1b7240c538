/**
 * Signing in under /auth, and the /login page that carries its captcha: captcha, check-in, two-factor, resend, forgot and reset password, whoami and logout. The session machinery every route relies on stays shared (server/auth, server/plugins/auth.ts).
 */
export { default } from './routes';
/** GET /login: the prerendered page with its own captcha (ADR 0135). */
export { default as loginPage } from './login-page';
