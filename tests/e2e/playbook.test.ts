// The customer playbook in a real browser against the real server and its seed: the customer admin
// edits it (leaving unsaved edits asks first; a failed save focuses the first invalid field and lists
// the fields in error) and saves it (spec §5 messages at the contact fields first); user@example.com reads it and has
// no edit; the admin has no menu item but reads it in a project view's Playbook tab and through the
// customer picker of /customer-playbook; axe on each screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, signIn, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInPage(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, server.url, email);
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const NEW_INSTRUCTIONS = 'Deliver the take-off as one workbook per floor.';
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);

describe('the playbook as the customer admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage('customeradmin@example.com');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it("reads Summit Builders' playbook from the menu, accessibly", async () => {
    await nav(page).getByRole('link', { name: 'Customer Playbook' }).click();
    await page.waitForURL(`${server.url}/customer-playbook`);
    await page.getByRole('heading', { name: 'Preferred software' }).waitFor();
    await page.getByText('Bluebeam Revu', { exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Carla Mendes' }).waitFor();
    await expectAccessible(page);
  });

  it('asks before unsaved edits are left; a failed save focuses the first invalid field and lists the fields in error', async () => {
    await page.getByRole('button', { name: 'Edit Playbook' }).click();
    const instructions = page.getByLabel('Instructions');
    await instructions.fill('A draft nobody saves');
    // A sidebar link asks first; Keep editing stays with the edits.
    await nav(page).getByRole('link', { name: 'Dashboard' }).click();
    const guard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await guard.getByRole('button', { name: 'Keep editing' }).click();
    await guard.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${server.url}/customer-playbook`);
    expect(await instructions.inputValue()).toBe('A draft nobody saves');

    // The first invalid field in page order gets focus; the summary links to each.
    await page.getByLabel('Contact 2 email').fill('estimating@summit');
    await page.getByLabel('Contact 1 name').fill('');
    await page.getByRole('button', { name: 'Save Playbook' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please correct 2 fields:' });
    await summary.waitFor();
    await expect.poll(() => focusedId(page)).toBe('field-contacts.0.name');
    await page.getByText('This field is required').waitFor();
    await page.getByText('Please Enter a valid email').waitFor();
    await expectAccessible(page);
    await summary.getByRole('link', { name: 'Contact 2 email' }).click();
    await expect.poll(() => focusedId(page)).toBe('field-contacts.1.email');

    // Cancel asks too; Discard drops the edits.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await guard.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('button', { name: 'Edit Playbook' }).waitFor();
    expect(await page.getByText('A draft nobody saves').count()).toBe(0);
    await page.getByRole('cell', { name: 'Carla Mendes' }).waitFor();
  });

  it('edits: the contact fields show the spec messages, then the save goes through', async () => {
    await page.getByRole('button', { name: 'Edit Playbook' }).click();
    const email = page.getByLabel('Contact 1 email');
    await expect.poll(() => email.inputValue()).toBe('customeradmin@example.com');
    await expectAccessible(page);

    await email.fill('carla@summit');
    await page.getByLabel('Contact 2 phone').fill('12345');
    await page.getByRole('button', { name: 'Save Playbook' }).click();
    await page.getByText('Please Enter a valid email').waitFor();
    await page.getByText('Please enter a valid phone number: an optional + and country code, then 10 digits').waitFor();
    // A message clears on the next edit of its field.
    await email.fill('carla.mendes@summitbuilders.example.com');
    expect(await page.getByText('Please Enter a valid email').count()).toBe(0);
    await page.getByLabel('Contact 2 phone').fill('+13035550199');

    // The label: the failed save scrolled the form, and the hidden input may sit under the sticky header.
    await page.getByText('STACK', { exact: true }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'STACK' }).isChecked()).toBe(true);
    await page.getByLabel('Instructions').fill(NEW_INSTRUCTIONS);
    await page.getByRole('button', { name: 'Save Playbook' }).click();
    await page.getByText('Playbook updated successfully').waitFor();
    await page.getByText(NEW_INSTRUCTIONS).waitFor();
    await page.getByText('STACK', { exact: true }).waitFor();
    await page.getByRole('cell', { name: 'carla.mendes@summitbuilders.example.com' }).waitFor();
  });
});

describe('the playbook as a user', () => {
  it('reads the saved playbook and has no edit', async () => {
    const page = await signedInPage('user@example.com');
    await nav(page).getByRole('link', { name: 'Customer Playbook' }).click();
    await page.getByText(NEW_INSTRUCTIONS).waitFor();
    expect(await page.getByRole('button', { name: 'Edit Playbook' }).count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });
});

describe('the playbook as the admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage('admin@example.com');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('has no menu item but reads it in a project view', async () => {
    await nav(page).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav(page).getByRole('link', { name: 'Customer Playbook' }).count()).toBe(0);
    await page.goto(`${server.url}/projects`);
    await page.getByLabel('Search project list').fill('Denver Office Fit-out');
    await page.getByRole('link', { name: 'Denver Office Fit-out', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Denver Office Fit-out', exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Playbook' }).click();
    await page.getByText(NEW_INSTRUCTIONS).waitFor();
    expect(await page.getByRole('button', { name: 'Edit Playbook' }).count()).toBe(0);
    await expectAccessible(page);
  });

  it('picks a customer on /customer-playbook', async () => {
    await page.goto(`${server.url}/customer-playbook`);
    await page.getByLabel('Customer').selectOption({ label: 'Riverstone Contractors' });
    await page.getByText('Jordan Ellis').waitFor();
    await page.getByLabel('Customer').selectOption({ label: 'Evergreen Homes' });
    await page.getByText('Evergreen Homes has not written its playbook yet.').waitFor();
    await expectAccessible(page);
  });
});
