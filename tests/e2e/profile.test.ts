// The profile screen in a real browser against the real server, as a customer user: the new name and
// image reach the header and sidebar without a reload; a non-image is refused at the upload; email
// copies are kept; the password changes and the session carries on with its fresh token; leaving
// unsaved details asks first; axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, signIn, startServer, type RunningServer } from './harness';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  await signIn(page, server.url, 'user@example.com');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Set on the window once; still there afterwards means the page was never reloaded. */
const markPage = () => page.evaluate(() => Object.assign(window, { profileTestMark: true }));
const stillSamePage = () => page.evaluate(() => (window as unknown as { profileTestMark?: boolean }).profileTestMark === true);
const profileImages = () => page.locator('img[src^="/api/profile/image/"]');

describe('profile as a customer user', () => {
  it('shows the details, accessibly', async () => {
    await page.goto(`${server.url}/profile`);
    await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
    await page.getByText('user@example.com', { exact: true }).waitFor();
    expect(await page.getByLabel(/^Name\b/).inputValue()).toBe('Uma Patel');
    await page.getByRole('heading', { name: 'Email copies' }).waitFor();
    await expectAccessible(page);
  });

  it('saves a new name, which the header and sidebar show at once', async () => {
    await markPage();
    const name = page.getByLabel(/^Name\b/);
    await name.fill('');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('This field is required').waitFor();
    await page.getByLabel('Phone').fill('12345');
    await name.fill('Uma Rivera');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Please enter a valid phone number: an optional + and country code, then 10 digits').waitFor();
    await page.getByLabel('Phone').fill('3035550133');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await page.locator('header').getByText('Uma Rivera').waitFor();
    await page.locator('aside').getByText('Uma Rivera').waitFor();
    expect(await stillSamePage()).toBe(true);
  });

  it('refuses a file that is not an image, and uploads one that the header shows at once', async () => {
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await page.getByText('The file must be a PNG, JPEG, GIF or WebP image').waitFor();

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Profile image uploaded successfully').waitFor();
    // The preview, the header and the sidebar, each loaded (the CSP lets the same-origin image in).
    await expect.poll(() => profileImages().count()).toBeGreaterThanOrEqual(3);
    await expect
      .poll(() => profileImages().evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth === 1)))
      .toBe(true);
    expect(await page.locator('header img[src^="/api/profile/image/"]').count()).toBe(1);
    expect(await page.locator('aside img[src^="/api/profile/image/"]').count()).toBe(1);
    expect(await stillSamePage()).toBe(true);
    await expectAccessible(page);
  });

  it('removes the image after confirmation; initials show again', async () => {
    await page.getByRole('button', { name: 'Remove image' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => profileImages().count()).toBe(0);
    expect(await stillSamePage()).toBe(true);
  });

  it('keeps email copies', async () => {
    const address = page.getByLabel('Add an email address');
    await address.fill('not an email');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Please Enter a valid email').waitFor();
    await address.fill('Boss@Example.com');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await address.fill('team@example.com');
    await address.press('Enter');
    await page.getByRole('button', { name: 'Remove team@example.com' }).click();
    await page.getByRole('button', { name: 'Save Email Copies' }).click();
    await page.getByText('Email copies saved successfully').waitFor();
    await page.reload();
    await page.getByRole('list', { name: 'Email copies' }).getByText('boss@example.com').waitFor();
    expect(await page.getByText('team@example.com').count()).toBe(0);
  });

  it('changes the password with the spec messages, and stays signed in', async () => {
    const current = page.getByLabel('Current password');
    const fresh = page.getByLabel('New password');
    const confirm = page.getByLabel('Confirm password');
    const submit = page.getByRole('button', { name: 'Change Password' });
    await submit.click();
    await expect.poll(() => page.getByText('This field is required').count()).toBe(2);
    await fresh.fill('short');
    await submit.click();
    await page.getByText('Password should be at least 8 characters in length and should include at least one upper case letter, one number, and one special character').waitFor();
    await fresh.fill('Better@2027');
    await confirm.fill('Better@2028');
    await submit.click();
    await page.getByText("Password doesn't match").waitFor();
    await current.fill('Wrong@2026x');
    await confirm.fill('Better@2027');
    await submit.click();
    await page.getByText('The current password is incorrect').waitFor();
    await current.fill('Portal@2026');
    await submit.click();
    await page.getByText('Password changed successfully').waitFor();
    // The form starts empty again, with nothing unsaved.
    for (const field of [current, fresh, confirm]) expect(await field.inputValue()).toBe('');
    // The old token is revoked; the session goes on with the fresh one.
    await page.reload();
    await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
    await page.locator('header').getByText('Uma Rivera').waitFor();
    expect(page.url()).toBe(`${server.url}/profile`);
  });

  it('asks before leaving unsaved details, and not once they are saved', async () => {
    const guard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    const dashboard = page.locator('aside').getByRole('link', { name: 'Dashboard' });
    await page.getByLabel(/^Name\b/).fill('Uma R. Rivera');
    await dashboard.click();
    await guard.getByRole('button', { name: 'Keep editing' }).click();
    await guard.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${server.url}/profile`);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    expect(await page.getByLabel(/^Name\b/).inputValue()).toBe('Uma R. Rivera');
    await dashboard.click();
    await page.waitForURL(`${server.url}/`);
    expect(await guard.count()).toBe(0);
  });
});
