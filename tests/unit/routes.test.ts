// Public routes of spec 2.1 and the "never redirected to login" rule.
import { describe, expect, it } from 'vitest';
import { ROUTES, isPublicPath } from '../../src/domain/routes';

describe('isPublicPath', () => {
  it.each([
    '/login',
    '/login/',
    '/forgot-password',
    '/forgot-password/',
    '/forgot-password/verify-email/a%40b.co/12',
    '/forgot-password/reset-password/a%40b.co',
    '/otpVerification/a%40b.co/12',
  ])('%s is public', (path) => expect(isPublicPath(path)).toBe(true));

  it.each(['/', '/projects', '/profile', '/notfound', '/loginx', '/login/extra', '/logins', '/customers/login'])(
    '%s is not public',
    (path) => expect(isPublicPath(path)).toBe(false),
  );
});

describe('ROUTES', () => {
  it('encodes the parts of the parameterised routes', () => {
    expect(ROUTES.otpVerification('a+b@c.co', 12)).toBe('/otpVerification/a%2Bb%40c.co/12');
    expect(ROUTES.verifyEmail('a@b.co', '7')).toBe('/forgot-password/verify-email/a%40b.co/7');
    expect(ROUTES.resetPassword('a/b@c.co')).toBe('/forgot-password/reset-password/a%2Fb%40c.co');
  });

  it('names the fixed routes', () => {
    expect([ROUTES.home, ROUTES.login, ROUTES.notFound, ROUTES.forgotPassword, ROUTES.profile]).toEqual([
      '/', '/login', '/notfound', '/forgot-password', '/profile',
    ]);
  });
});
