/**
 * GET /login: the prerendered sign-in page with a fresh captcha inside it (ADR 0135). The image is in
 * the HTML, so the whole form paints before any script runs (the captcha was the page's largest
 * paint, after the bundle had run and fetched it); the same captcha goes along as a JSON data block
 * that the login screen takes when it hydrates, instead of asking for one. Each answer is new and
 * never stored (no-store), and the page is limited like the captcha endpoint, since each one issues a
 * captcha. Without a build, the SPA plugin answers as for any page.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { captchaImageSource, PAGE_CAPTCHA_ELEMENT_ID, PAGE_CAPTCHA_SLOT, type CaptchaData } from '../../../src/domain/auth-contract';
import { ROUTES } from '../../../src/domain/routes';
import { issueCaptcha } from './captcha';

/** The page with `captcha` in place of the build's slot, or null when the page has no slot. */
export function fillPageCaptcha(html: string, captcha: CaptchaData): string | null {
  const slot = captchaImageSource(PAGE_CAPTCHA_SLOT.svg);
  if (!html.includes(slot) || !html.includes('</body>')) return null;
  // `<` escaped, so nothing in the data can end the block early.
  const data = JSON.stringify(captcha).replace(/</g, '\\u003c');
  return html
    .replace(slot, () => captchaImageSource(captcha.svg))
    .replace('</body>', () => `<script type="application/json" id="${PAGE_CAPTCHA_ELEMENT_ID}">${data}</script>\n</body>`);
}

const loginPage: FastifyPluginAsync = async (app) => {
  const rateLimit = { max: app.config.authRateLimit, timeWindow: 60_000 };
  app.get(ROUTES.login, { config: { rateLimit }, schema: { hide: true } }, async (request, reply) => {
    const html = app.prerenderedPage(ROUTES.login);
    const page = html && fillPageCaptcha(html, await issueCaptcha(app.db));
    if (!page) return app.serveSpa(request, reply) || reply.callNotFound();
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  });
};

export default fp(loginPage, { name: 'login-page', dependencies: ['spa', 'db'] });
