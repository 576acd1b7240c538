// The shell's own pure pieces: highlight rule, initials, route table, URL params, chunk time-out, toast drag.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRoute } from 'wouter';
import { parse } from 'regexparam';
import { initialsOf, isItemActive } from '../../src/features/shell/nav-state';
import { SCREEN_ROUTES } from '../../src/app/screen-routes';
import { SHELL_ROUTES } from '../../src/domain/shell-routes';
import { decodeParam } from '../../src/app/route-params';
import { CHUNK_LOAD_TIMEOUT_MS, withTimeout } from '../../src/ui/lazy-screen';
import { DISMISS_DRAG_FRACTION, TOAST_DURATION_MS, isDismissingDrag } from '../../src/ui/toaster';
import { greeting } from '../../src/features/dashboard/greeting';

describe('isItemActive', () => {
  it('lights the Dashboard only on / itself', () => {
    expect(isItemActive({ path: '/' }, '/')).toBe(true);
    expect(isItemActive({ path: '/' }, '/projects')).toBe(false);
  });

  it('lights an item on its page and the pages below it', () => {
    const projects = { path: '/projects' };
    expect(isItemActive(projects, '/projects')).toBe(true);
    expect(isItemActive(projects, '/projects/')).toBe(true);
    expect(isItemActive(projects, '/projects/view/12')).toBe(true);
  });

  it('does not light an item whose path is only a prefix of another word', () => {
    expect(isItemActive({ path: '/services' }, '/services-extra')).toBe(false);
    expect(isItemActive({ path: '/nps' }, '/npsx')).toBe(false);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada', 'A'],
    ['  Grace   Brewster Hopper ', 'GH'],
    ['élodie durand', 'ÉD'],
    ['', '?'],
  ])('%j → %j', (name, initials) => expect(initialsOf(name)).toBe(initials));
});

/** Spec 2.2's shell routes, as written there. */
const SPEC_SHELL_ROUTES = `
/ /customer-dashboard/{customerId} /view-customer/{customerId} /nps /nps/nps-details /review /profile
/roles /roles/create /roles/edit/{role_id} /added-services /added-services/create /added-services/edit/{addon_id}
/partners /partners/create /partners/edit/{partner_id} /users /users/create /users/edit/{user_id}
/branches /branches/create /branches/edit/{branch_id} /services /services/create /services/edit/{service_id}
/invoices /invoices/view/{customer_id} /analytics /duedate-calendar
/projects /projects/create /projects/edit/{project_id} /projects/view/{project_id}
/customers /customers/create /customers/edit/{customer_id}
/reports /reports/projectReports /reports/errorReports /reports/addedProjectReports /reports/delayedprojectreports
/storage /storage/file-details/{name} /holidays /holidays/create /holidays/edit/{holiday_id}
/softwares /softwares/create /softwares/edit/{software_id} /agents /agents/create /agents/edit/{agent_id}
/manage-approvals /customer-playbook /notifications /comments /notfound`
  .trim()
  .split(/\s+/);

describe('the shell route table', () => {
  const routed = ['/', '/notfound', ...SHELL_ROUTES.map((route) => route.path)];
  const example = (path: string) => path.replace(/\{[^}]+\}/g, '42');
  const matches = (path: string) => routed.some((pattern) => matchRoute(parse, pattern, path)[0]);

  it.each(SPEC_SHELL_ROUTES)('routes %s', (path) => expect(matches(example(path))).toBe(true));

  it('routes a project opened from search, a notification or a chat (trailing slash)', () => {
    expect(matches('/projects/view/42/')).toBe(true);
  });

  it('has no route the spec does not name', () => {
    const spec = new Set(SPEC_SHELL_ROUTES.map((path) => path.replace(/\{([^}]+)\}/g, ':$1')));
    expect(routed.filter((path) => !spec.has(path))).toEqual([]);
  });

  it('gives every built screen a path of the table, once', () => {
    const built = SCREEN_ROUTES.map((route) => route.path);
    expect(built.filter((path) => !routed.includes(path))).toEqual([]);
    expect(new Set(built).size).toBe(built.length);
  });

  it('has a built screen for every route of the table', () => {
    const built = new Set(SCREEN_ROUTES.map((route) => route.path));
    expect(SHELL_ROUTES.map((route) => route.path).filter((path) => !built.has(path))).toEqual([]);
  });

  it('gives every route a title and no path twice', () => {
    for (const route of SHELL_ROUTES) expect(route.title.trim()).not.toBe('');
    expect(new Set(routed).size).toBe(routed.length);
  });

  it('does not route an unknown path (it goes to /notfound)', () => {
    expect(matches('/nope')).toBe(false);
    expect(matches('/projects/view')).toBe(false);
  });
});

describe('decodeParam', () => {
  it('decodes what wouter leaves encoded', () => {
    expect(decodeParam('a%40b.co')).toBe('a@b.co');
    expect(decodeParam('a%2Bb%40c.co')).toBe('a+b@c.co');
  });

  it('keeps a malformed value as it is, and gives "" for a missing one', () => {
    expect(decodeParam('100%')).toBe('100%');
    expect(decodeParam(undefined)).toBe('');
  });
});

describe('withTimeout (spec §9: script chunk load time-out)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 120000 ms', () => expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000));

  it('passes a chunk that arrives in time', async () => {
    await expect(withTimeout(() => Promise.resolve('chunk'))()).resolves.toBe('chunk');
  });

  it('fails a chunk that has not arrived after the time-out', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(() => new Promise<never>(() => {}))();
    const settled = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    expect(await settled).toBeInstanceOf(Error);
  });

  it('passes on a loading failure as an Error', async () => {
    await expect(withTimeout(() => Promise.reject(new Error('offline')))()).rejects.toThrow('offline');
    await expect(withTimeout(() => Promise.reject('plain'))()).rejects.toThrow('plain');
  });
});

describe('toasts (spec §9)', () => {
  it('close after 3000 ms and are dismissed by a drag past 80 percent', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(DISMISS_DRAG_FRACTION).toBe(0.8);
  });

  it('dismiss only past 80 % of the width, in either direction', () => {
    expect(isDismissingDrag(321, 400)).toBe(true);
    expect(isDismissingDrag(-321, 400)).toBe(true);
    expect(isDismissingDrag(320, 400)).toBe(false);
    expect(isDismissingDrag(100, 400)).toBe(false);
    expect(isDismissingDrag(50, 0)).toBe(false);
  });
});

describe('dashboard greeting', () => {
  it('greets by the time of day with the user name', () => {
    expect(greeting('Ada', 8)).toBe('Good morning, Ada');
    expect(greeting('Ada', 13)).toBe('Good afternoon, Ada');
    expect(greeting('Ada', 20)).toBe('Good evening, Ada');
  });
});
