// Files in a project's view (issue 16 §8), in Chromium against the real server: several attachments
// picked at once go up one after another, each with its own row and progress; files dropped on the
// picker upload too; a file's name previews an image or a PDF in place (and downloads anything else);
// the Attachments tab counts what it lists (an addendum's file is not an attachment).
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiToken, expectAccessible, launchBrowser, signIn, startServer, type RunningServer } from './harness';
import { HeldRoute } from './paths-driver';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** A real one-page PDF, for the browser's viewer to show. */
function onePagePdf(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const parts: Buffer[] = [];
    doc.on('data', (part: Buffer) => parts.push(part));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    doc.fontSize(28).text(text, 72, 96);
    doc.end();
  });
}

let server: RunningServer;
let browser: Browser;
let page: Page;
let projectId: number;
let token: string;
/** A 320×200 PNG, drawn by the browser. */
let png: Buffer;

async function call<T>(path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  token = await apiToken(server.url, 'admin@example.com');
  const { data } = await call<{ data: { id: number; name: string }[] }>('/projects', { pageNumber: 1, search: 'Union Station Retail' });
  projectId = data.find((project) => project.name === 'Union Station Retail')!.id;
  // An addendum with a file: listed with the addendum, not among the attachments.
  const addendum = await call<{ id: number }>('/projects/createaddendum', { project_id: projectId, description: 'Mezzanine' });
  const form = new FormData();
  form.append('addendum_id', String(addendum.id));
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'mezzanine.pdf');
  const uploaded = await fetch(`${server.url}/api/projects/uploadfile/${projectId}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  expect(uploaded.status).toBe(200);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  page = await context.newPage();
  await signIn(page, server.url, 'admin@example.com');
  await page.goto(`${server.url}/projects/view/${projectId}/`);
  await page.getByRole('heading', { name: 'Union Station Retail', exact: true }).waitFor();
  const drawn = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const pen = canvas.getContext('2d')!;
    pen.fillStyle = '#2b6cb0';
    pen.fillRect(0, 0, 320, 200);
    pen.fillStyle = '#ffffff';
    pen.font = '28px sans-serif';
    pen.fillText('Site photo', 92, 108);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  png = Buffer.from(drawn, 'base64');
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const tab = () => page.getByRole('tab', { name: /^Attachments/ });
const table = () => page.getByRole('table', { name: 'Attachments' });
const upload = (name: string) => page.getByTestId('upload').and(page.locator(`[data-name="${name}"]`));
/** The count the tab shows (none: 0). */
const tabCount = async () => Number(/\((\d+)\)/.exec((await tab().textContent()) ?? '')?.[1] ?? 0);
const listed = async () => ((await table().count()) ? table().locator('tbody tr').count() : 0);

describe('files in a project', () => {
  it("counts what the tab lists: the addendum's file is not an attachment", async () => {
    await tab().click();
    await page.getByTestId('file-drop').waitFor();
    expect(await tabCount()).toBe(await listed());
    expect(await page.getByText('mezzanine.pdf').count()).toBe(0);
  });

  it('uploads several picked files one after another, each with its own progress', async () => {
    const held = new HeldRoute(/\/api\/projects\/uploadfile\//);
    await held.attach(page);
    onTestFinished(() => page.unroute(/\/api\/projects\/uploadfile\//));
    const before = await listed();
    await page.getByLabel('Upload Attachment').setInputFiles([
      { name: 'elevations.pdf', mimeType: 'application/pdf', buffer: await onePagePdf('Storefront elevations') },
      { name: 'site-photo.png', mimeType: 'image/png', buffer: png },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Glazing counts per level.\n') },
    ]);
    // The first is on its way, the others wait their turn.
    await held.arrived();
    await upload('elevations.pdf').getByRole('progressbar', { name: 'Uploading elevations.pdf' }).waitFor();
    await upload('site-photo.png').getByText('Waiting').waitFor();
    await upload('notes.txt').getByText('Waiting').waitFor();
    await page.screenshot({ path: '/tmp/a16-shots/files-uploading.png' });
    expect(await held.answer()).toBe(200);
    await upload('elevations.pdf').waitFor({ state: 'detached' });
    await upload('site-photo.png').getByRole('progressbar', { name: 'Uploading site-photo.png' }).waitFor();
    expect(await held.answer()).toBe(200);
    expect(await held.answer()).toBe(200);
    await page.getByTestId('uploads').waitFor({ state: 'detached' });
    for (const name of ['elevations.pdf', 'site-photo.png', 'notes.txt']) await table().getByText(name, { exact: true }).waitFor();
    await expect.poll(() => tabCount()).toBe(before + 3);
    expect(await listed()).toBe(before + 3);
  });

  it('uploads files dropped on the picker', async () => {
    const before = await listed();
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['%PDF-1.4\n%%EOF\n'], 'dropped-a.pdf', { type: 'application/pdf' }));
      transfer.items.add(new File(['Dropped notes\n'], 'dropped-b.txt', { type: 'text/plain' }));
      return transfer;
    });
    const zone = page.getByTestId('file-drop');
    await zone.dispatchEvent('dragover', { dataTransfer: dropped });
    await expect.poll(() => zone.getAttribute('data-dragging')).toBe('true');
    await zone.dispatchEvent('drop', { dataTransfer: dropped });
    for (const name of ['dropped-a.pdf', 'dropped-b.txt']) await table().getByText(name, { exact: true }).waitFor();
    await expect.poll(() => tabCount()).toBe(before + 2);
    expect(await zone.getAttribute('data-dragging')).toBeNull();
  });

  it("a file's name previews an image in place", async () => {
    await table().getByRole('button', { name: 'site-photo.png', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'site-photo.png' });
    const image = dialog.getByRole('img', { name: 'site-photo.png' });
    await image.waitFor();
    // Decoded: the bytes came through and the page may show them.
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(320);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/a16-shots/files-preview-image.png' });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it("a PDF's name previews it in a frame; any other file's name downloads it", async () => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refusals.push(message.text());
    });
    const [fetched] = await Promise.all([
      page.waitForResponse((response) => /\/api\/projects\/downloadfile\//.test(response.url())),
      table().getByRole('button', { name: 'elevations.pdf', exact: true }).click(),
    ]);
    expect([fetched.status(), fetched.headers()['content-type']]).toEqual([200, 'application/pdf']);
    const dialog = page.getByRole('dialog', { name: 'elevations.pdf' });
    const frame = dialog.locator('iframe[title="elevations.pdf"]');
    await frame.waitFor();
    const src = (await frame.getAttribute('src')) ?? '';
    expect(src).toMatch(/^blob:/);
    // The frame loaded the object URL (a frame the CSP refused would show Chromium's error page instead).
    await expect.poll(() => page.frames().some((each) => each.url() === src)).toBe(true);
    expect(refusals).toEqual([]);
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await page.screenshot({ path: '/tmp/a16-shots/files-preview-pdf.png' });
    const [fromDialog] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download', exact: true }).click()]);
    expect(fromDialog.suggestedFilename()).toBe('elevations.pdf');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const [text] = await Promise.all([page.waitForEvent('download'), table().getByRole('button', { name: 'notes.txt', exact: true }).click()]);
    expect(text.suggestedFilename()).toBe('notes.txt');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
