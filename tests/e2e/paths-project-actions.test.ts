/**
 * The project actions' generated paths (tests/model/models/project-actions.ts) in Chromium against the
 * real server. "Accept" is the administrator's on a pending project of the demo customer admin's
 * customer; "Request Reopen" is the customer admin's on one of their completed projects. The action's
 * call is held until the path says how the server answers. The server answers for real: 409 once the
 * project was accepted over the API meanwhile, 403 when the call goes out with the customer admin's
 * token instead (Accept is the provider's), 400 when its project id is turned into 0 on the way, and
 * nothing when the call is dropped. Every state is checked on the page.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiData, apiToken, expectAccessible, launchBrowser, startServer, type RunningServer } from './harness';
import { drawn, HeldRoute, itRunsEveryPath, storeSession } from './paths-driver';
import { SOMETHING_WENT_WRONG } from '../../src/gateway/http';
import type { Assertions, FlowPath } from '../model/support';

const REASON = 'The takeoff missed level 3';

let server: RunningServer;
let browser: Browser;
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  [adminToken, customerToken] = await Promise.all([apiToken(server.url, 'admin@example.com'), apiToken(server.url, 'customeradmin@example.com')]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Project {
  id: number;
  name: string;
  status: string;
}

/** The newest of the customer admin's projects in `status`. */
async function customersProject(status: 'pending' | 'completed'): Promise<Project> {
  const { data } = await apiData<{ data: Project[] }>(server.url, customerToken, '/projects', { pageNumber: 1, status });
  const [project] = data;
  if (!project) throw new Error(`the demo customer admin has no ${status} project left`);
  return project;
}

interface Run {
  context: BrowserContext;
  page: Page;
  project: Project;
  /** The action's button and dialog title. */
  label: 'Accept' | 'Request Reopen';
  call: HeldRoute;
  /** How the last answer ended: the outcome a dismissal closes. */
  outcome: 'done' | 'refused' | null;
}

/** Signed in on the project's view; the action's call will be held. */
async function open(path: FlowPath): Promise<Run> {
  const reopen = path.steps.some((step) => step.event === 'user.chooseReopen');
  const project = await customersProject(reopen ? 'completed' : 'pending');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const call = new HeldRoute(reopen ? /\/api\/projects\/reopenrequest(\?|$)/ : /\/api\/projects\/accept(\?|$)/);
  await call.attach(page);
  await page.goto(`${server.url}/login`);
  await storeSession(page, reopen ? customerToken : adminToken);
  await page.goto(`${server.url}/projects/view/${project.id}`);
  return { context, page, project, label: reopen ? 'Request Reopen' : 'Accept', call, outcome: null };
}

const actionButton = ({ page }: Run, name: string) => page.getByRole('group', { name: 'Project actions' }).getByRole('button', { name, exact: true });
const dialog = ({ page }: Run) => page.getByRole('dialog');
const reason = (run: Run) => dialog(run).getByLabel('Reason');
const reasonRequired = (run: Run) => dialog(run).getByText('Reason is required', { exact: true });
const serverMessage = ({ call }: Run) => (JSON.parse(call.lastBody) as { messages: string }).messages;
const statusOf = ({ page }: Run) => page.getByTestId('project-status').getAttribute('data-status');
/** The view is up with the action offered and has drawn what it has. */
const view = async (run: Run) => {
  await run.page.getByRole('heading', { name: run.project.name, exact: true }).waitFor();
  await actionButton(run, run.label).waitFor();
  await drawn(run.page);
};
const noDialog = async (run: Run) => {
  await dialog(run).waitFor({ state: 'detached' });
  expect(run.call.seen).toBe(0);
  expect(await statusOf(run)).toBe(run.project.status);
};
const dialogOpen = async (run: Run, text: string) => {
  await run.page.getByRole('dialog', { name: run.label }).getByText(text, { exact: true }).waitFor();
};
/** The server's refusal above the page; the view reloaded to `status`. */
const refusal = async (run: Run, status: string) => {
  await run.page.getByRole('alert').filter({ hasText: serverMessage(run) }).getByRole('button', { name: 'Dismiss' }).waitFor();
  await expect.poll(() => statusOf(run)).toBe(status);
  await dialog(run).waitFor({ state: 'detached' });
};
const toast = (run: Run) => run.page.getByRole('status').filter({ hasText: serverMessage(run) });

const events: Record<string, (run: Run) => Promise<void>> = {
  'user.chooseAccept': (run) => actionButton(run, 'Accept').click(),
  'user.chooseReopen': (run) => actionButton(run, 'Request Reopen').click(),
  // A pending project offers no "Complete": there is nothing to press.
  'user.chooseUnoffered': async (run) => {
    await view(run);
    expect(await actionButton(run, 'Complete').count()).toBe(0);
  },
  'user.confirm': (run) => dialog(run).getByRole('button', { name: run.label, exact: true }).click(),
  'user.fill': (run) => reason(run).fill(REASON),
  'user.cancel': (run) => dialog(run).getByRole('button', { name: 'Cancel', exact: true }).click(),
  'user.dismiss': async (run) => {
    if (run.outcome === 'refused') {
      await run.page.getByRole('alert').getByRole('button', { name: 'Dismiss' }).click();
      return;
    }
    // The toast also closes by itself after 3 s; either way it is gone.
    const closing = toast(run).getByRole('button').click().catch(() => undefined);
    await Promise.race([closing, toast(run).waitFor({ state: 'detached' })]);
  },
  'server.ok': async (run) => {
    expect(await run.call.answer()).toBe(200);
    run.outcome = 'done';
  },
  'server.conflict': async (run) => {
    await apiData(server.url, adminToken, '/projects/accept', { id: run.project.id });
    expect(await run.call.answer()).toBe(409);
    run.outcome = 'refused';
  },
  'server.forbidden': async (run) => {
    expect(await run.call.answer({ headers: { authorization: `Bearer ${customerToken}` } })).toBe(403);
    run.outcome = 'refused';
  },
  'server.invalid': async (run) => {
    const sent = JSON.parse(await run.call.nextBody()) as Record<string, unknown>;
    expect(await run.call.answer({ postData: JSON.stringify({ ...sent, id: 0 }) })).toBe(400);
  },
  'server.unreachable': (run) => run.call.fail(),
};

const assertions: Assertions<Run> = {
  'projectActions.idle.start': async (run) => {
    await view(run);
    expect(await dialog(run).count()).toBe(0);
    expect(await statusOf(run)).toBe(run.project.status);
  },
  'projectActions.idle.ignored': async (run) => {
    await drawn(run.page);
    await noDialog(run);
  },
  'projectActions.idle.cancelled': noDialog,
  'projectActions.idle.dismissed': async (run) => {
    await toast(run).waitFor({ state: 'detached' });
    expect(await run.page.getByRole('alert').count()).toBe(0);
    expect(await dialog(run).count()).toBe(0);
    // The view shows the project as it is now: accepted, so no "Accept" any more.
    expect(await statusOf(run)).toBe('in_progress');
    expect(await actionButton(run, 'Accept').count()).toBe(0);
  },
  'projectActions.confirming.ready': async (run) => {
    await dialogOpen(run, 'Accept this project and start work on it?');
    expect(run.call.seen).toBe(0);
    await expectAccessible(run.page);
  },
  'projectActions.confirming.blank': async (run) => {
    await dialogOpen(run, 'Ask the provider to reopen this project. Say what needs more work.');
    expect(await reason(run).inputValue()).toBe('');
    expect(await reasonRequired(run).count()).toBe(0);
    await expectAccessible(run.page);
  },
  'projectActions.confirming.incomplete': async (run) => {
    await reasonRequired(run).waitFor();
    expect(run.call.seen).toBe(0);
  },
  'projectActions.confirming.filled': async (run) => {
    await expect.poll(() => reason(run).inputValue()).toBe(REASON);
    // Typing clears the field's error.
    await reasonRequired(run).waitFor({ state: 'detached' });
    expect(run.call.seen).toBe(0);
  },
  'projectActions.confirming.rejected': async (run) => {
    await dialog(run).getByText(serverMessage(run), { exact: true }).waitFor();
    expect(await statusOf(run)).toBe(run.project.status);
  },
  'projectActions.confirming.unreachable': async (run) => {
    // No answer, so no message from the server: the general one (spec §8).
    await dialog(run).getByText(SOMETHING_WENT_WRONG, { exact: true }).waitFor();
    await dialogOpen(run, 'Accept this project and start work on it?');
    expect(await statusOf(run)).toBe(run.project.status);
  },
  'projectActions.sending': async (run) => {
    await run.call.arrived();
    await expect.poll(() => dialog(run).getByRole('button', { name: 'Cancel', exact: true }).isDisabled()).toBe(true);
    if (run.label === 'Request Reopen') expect(JSON.parse(await run.call.nextBody())).toEqual({ id: run.project.id, reason: REASON });
  },
  'projectActions.done': async (run) => {
    await toast(run).first().waitFor();
    await dialog(run).waitFor({ state: 'detached' });
    await expect.poll(() => statusOf(run)).toBe('in_progress');
  },
  'projectActions.refused.conflict': (run) => refusal(run, 'in_progress'),
  'projectActions.refused.forbidden': (run) => refusal(run, run.project.status),
};

describe('project action paths in the browser', () => itRunsEveryPath('project-actions', open, events, assertions));
