/**
 * The captcha a served /login page carries (ADR 0135), so the form paints whole before any script has
 * run and the sign-in needs no captcha request first. Read from the page once and kept until the
 * login screen has mounted: a render that is thrown away (hydration suspending and retrying) must see
 * the same captcha, while a later visit to /login in the same page (after signing out) loads a fresh
 * one, since a captcha is single use.
 */
import { PAGE_CAPTCHA_ELEMENT_ID, PAGE_CAPTCHA_SLOT, type CaptchaData } from '../../domain/auth-contract';

/** undefined until the page has been read; null once spent or when the page carried none. */
let kept: CaptchaData | null | undefined;

function isCaptcha(value: unknown): value is CaptchaData {
  const candidate = value as Partial<CaptchaData> | null;
  return typeof candidate?.id === 'string' && typeof candidate.svg === 'string' && candidate.id !== '' && candidate.svg !== '';
}

function readPage(): CaptchaData | null {
  const element = document.getElementById(PAGE_CAPTCHA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    return isCaptcha(value) ? value : null;
  } catch {
    return null;
  }
}

/** The page's captcha while it is unspent, else null; the slot while the build prerenders. */
export function pageCaptcha(): CaptchaData | null {
  if (typeof document === 'undefined') return PAGE_CAPTCHA_SLOT;
  if (kept === undefined) kept = readPage();
  return kept;
}

/** Called once a login screen has mounted with it: later screens load their own. */
export function spendPageCaptcha(): void {
  kept = null;
}
