import { describe, expect, it } from 'vitest';
import { PRERENDERED_FILES } from '../../server/plugins/spa';
import { PRERENDERED_PAGES } from '../../scripts/vite-prerender';
import { fillPageCaptcha } from '../../server/modules/auth/login-page';
import { captchaImageSource, PAGE_CAPTCHA_SLOT } from '../../src/domain/auth-contract';

describe('prerendered pages', () => {
  it('are the files the server sends for their paths', () => {
    expect(PRERENDERED_FILES).toEqual(Object.fromEntries(Object.entries(PRERENDERED_PAGES).map(([page, { file }]) => [page, file])));
  });
});

describe('the captcha a served /login carries', () => {
  const slot = captchaImageSource(PAGE_CAPTCHA_SLOT.svg);
  const page = `<html><body><div id="root"><img alt="Captcha" src="${slot}"></div><script type="module" src="/assets/a.js"></script></body></html>`;
  const captcha = { id: 'c-1', svg: '<svg xmlns="http://www.w3.org/2000/svg"><text>$&amp; </script><script>alert(1)</script></text></svg>' };

  it('takes the slot’s place in the image and goes along as data nothing can break out of', () => {
    const filled = fillPageCaptcha(page, captcha) ?? '';
    expect(filled).not.toContain(slot);
    expect(filled).toContain(`src="${captchaImageSource(captcha.svg)}"`);
    const block = /<script type="application\/json" id="page-captcha">(.*?)<\/script>/s.exec(filled)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual(captcha);
    expect(filled.match(/<script/g)).toHaveLength(2);
  });

  it('leaves a page without the slot alone', () => {
    expect(fillPageCaptcha('<html><body></body></html>', captcha)).toBeNull();
  });
});
