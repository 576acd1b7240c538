/**
 * Route paths of spec 2.1 and the rule that public pages never redirect to login. What each shell
 * route needs is in shell-routes.ts (kept apart: this module is part of the /login chunk).
 */

export const ROUTES = {
  home: '/',
  login: '/login',
  notFound: '/notfound',
  forgotPassword: '/forgot-password',
  otpVerification: (email: string, customerId: string | number) =>
    `/otpVerification/${encodeURIComponent(email)}/${encodeURIComponent(String(customerId))}`,
  verifyEmail: (email: string, customerId: string | number) =>
    `/forgot-password/verify-email/${encodeURIComponent(email)}/${encodeURIComponent(String(customerId))}`,
  resetPassword: (email: string) => `/forgot-password/reset-password/${encodeURIComponent(email)}`,
  profile: '/profile',
} as const;

/** Pages whose path contains otpVerification or forgot-password, and the login page (spec 2.1). */
export function isPublicPath(path: string): boolean {
  return path.includes('otpVerification') || path.includes('forgot-password') || /^\/login\/?$/.test(path);
}
