import { describe, expect, it } from 'vitest';
import { bulk, type BulkResult } from '../../src/gateway/resources/bulk';
import type { RestAdapter } from '../../src/gateway/rest-adapter';
import { bulkSummary, refusalsOf } from '../../src/ui/list/bulk';
import { changedIds, versionsOf } from '../../src/ui/list/changed-rows';
import { activeFilterCount, sortingOf, sortOf } from '../../src/ui/list/columns';
import { recordArea } from '../../src/ui/list/record-area';

describe('the list sort between the URL and TanStack', () => {
  it('reads name and -name as ascending and descending', () => {
    expect(sortingOf('name')).toEqual([{ id: 'name', desc: false }]);
    expect(sortingOf('-created')).toEqual([{ id: 'created', desc: true }]);
    expect(sortingOf('')).toEqual([]);
  });

  it('writes them back, and nothing for an empty sorting', () => {
    expect(sortOf([{ id: 'city', desc: true }])).toBe('-city');
    expect(sortOf([{ id: 'city', desc: false }])).toBe('city');
    expect(sortOf([])).toBeUndefined();
  });
});

it('counts the filters that are set', () => {
  expect(activeFilterCount({ status: 'active', customer: '3', lead: '' })).toBe(2);
  expect(activeFilterCount({})).toBe(0);
});

describe('bulk outcomes', () => {
  const rows = [
    { id: '1', result: 'done', reason: null },
    { id: '2', result: 'refused', reason: 'This branch still has 2 users.' },
    { id: '3', result: 'refused', reason: null },
  ] as const;

  it('sums up as "done of all" with the verb', () => {
    expect(bulkSummary(rows, ['branch', 'branches'], 'delete')).toBe('1 of 3 branches deleted');
    expect(bulkSummary(rows.slice(0, 1), ['branch', 'branches'], 'deactivate')).toBe('1 of 1 branch deactivated');
  });

  it('keeps the refused rows with their reasons', () => {
    expect([...refusalsOf(rows)]).toEqual([
      ['2', 'This branch still has 2 users.'],
      ['3', 'Refused'],
    ]);
  });
});

describe('rows changed between two renders', () => {
  const versions = (rows: { id: number; revision?: number }[]) => versionsOf(rows, (row) => String(row.id), (row) => row.revision);

  it('are those on both pages whose version moved', () => {
    const before = versions([{ id: 1, revision: 1 }, { id: 2, revision: 4 }, { id: 3, revision: 1 }]);
    const after = versions([{ id: 1, revision: 2 }, { id: 2, revision: 4 }, { id: 9, revision: 1 }]);
    expect([...changedIds(before, after)]).toEqual(['1']);
  });

  it('leave out rows without a version', () => {
    expect(versions([{ id: 1 }]).size).toBe(0);
  });
});

describe('the generic bulk mutations of the gateway', () => {
  const calls: { operation: string; body: unknown }[] = [];
  const api = {
    call: async (operation: string, input?: { body?: unknown }) => {
      calls.push({ operation, body: input?.body });
      return { status: 200, messages: '1 of 2 branch records deleted', data: [{ id: 4, result: 'done' }, { id: 7, result: 'refused', status: 409, reason: 'This branch still has 2 users.' }] };
    },
    data: async () => undefined,
    messages: async () => '',
  } as unknown as RestAdapter;
  const resolvers = bulk.resolvers(api) as Record<string, (args: unknown, context: { signal: AbortSignal }) => Promise<BulkResult>>;
  const context = { signal: new AbortController().signal };

  it("call the resource's bulk route with numeric ids and answer a result per row", async () => {
    const answer = await resolvers.bulkDelete?.({ resource: 'branches', ids: ['4', '7'] }, context);
    expect(calls.at(-1)).toEqual({ operation: 'branches.bulkdelete', body: { ids: [4, 7] } });
    expect(answer?.rows).toEqual([
      { id: '4', result: 'done', status: null, reason: null },
      { id: '7', result: 'refused', status: 409, reason: 'This branch still has 2 users.' },
    ]);
    await resolvers.bulkStatus?.({ resource: 'addons', ids: ['1'], status: 'inactive' }, context);
    expect(calls.at(-1)).toEqual({ operation: 'addons.bulkstatus', body: { ids: [1], status: 'inactive' } });
  });

  it('refuse a resource without that route, without a call', async () => {
    const before = calls.length;
    await expect(resolvers.bulkStatus?.({ resource: 'roles', ids: ['1'], status: 'active' }, context)).rejects.toThrow('This list has no such bulk action');
    await expect(resolvers.bulkDelete?.({ resource: 'toString', ids: ['1'] }, context)).rejects.toThrow('This list has no such bulk action');
    expect(calls.length).toBe(before);
  });
});

describe("a record list's words and key, from the shell routes", () => {
  it('names the heading, Create, Edit and the noun as the routes do', () => {
    const area = recordArea('/added-services');
    expect(area).toMatchObject({ title: 'Manage Added Services', create: { href: '/added-services/create', label: 'Create Added Service' }, noun: ['added service', 'added services'], access: 'admin' });
    expect(area.editHref('7')).toBe('/added-services/edit/7');
    expect(recordArea('/softwares')).toMatchObject({ title: 'Manage Software', noun: ['software', 'software'], access: 'Software' });
    expect(recordArea('/projects')).toMatchObject({ title: 'Manage Projects', create: { label: 'Create Project' }, noun: ['project', 'projects'], access: 'Enq' });
  });

  it('refuses a path with no list and create routes', () => {
    expect(() => recordArea('/invoices')).toThrow(/No shell route \/invoices\/create/);
  });
});
