/**
 * NPS and reviews (spec §7.7): the list with its summary, the score and its trend, the details, the
 * filter lists — each held to the NPS scope — and the rating popup's check, create and "not now".
 */
import { and, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, customers, projects, reviewPrompts, reviews, users } from '../../server/db/schema';
import { REVIEW_MESSAGES } from '../../server/modules/reviews/routes';
import { npsSummary, type NpsSummary } from '../../src/domain/nps';
import { NOT_NOW_DAYS } from '../../src/domain/rate-prompt';
import type { ReviewAnswer } from '../../src/domain/contracts/review';
import { BACKENDS, exportedCsv, login, post, startApp, type TestApp } from './helper';

type Review = ReviewAnswer;
interface ReviewPage {
  data: Review[];
  total: number;
  hasMore: boolean;
  pageNumber: number;
  summary: NpsSummary;
}
interface Prompt {
  show_popup: boolean;
  reason: string;
  project: { id: number; code: string; name: string } | null;
}
type Option = { id: number; name: string };

const ACCOUNTS = ['admin', 'partner', 'agent', 'customeradmin', 'branchadmin', 'branchlead', 'user', 'guest'] as const;
type Account = (typeof ACCOUNTS)[number];

const body = <T>(response: LightMyRequestResponse) => response.json() as { status: number; messages: string; data: T; errors?: Record<string, string> };

describe.each(BACKENDS)('NPS and reviews on %s', (backend) => {
  let t: TestApp;
  const token = {} as Record<Account, string>;
  const id = { customer: {} as Record<string, number>, branch: {} as Record<string, number>, user: {} as Record<string, number> };

  beforeAll(async () => {
    t = await startApp(backend);
    const tokens = await Promise.all(ACCOUNTS.map((name) => login(t.app, `${name}@example.com`)));
    ACCOUNTS.forEach((name, i) => (token[name] = tokens[i]!));
    for (const row of await t.app.db.select().from(customers)) id.customer[row.name] = row.id;
    for (const row of await t.app.db.select().from(branches)) id.branch[row.name] = row.id;
    for (const row of await t.app.db.select().from(users)) id.user[row.email.split('@')[0]!] = row.id;
  }, 120_000);
  afterAll(async () => t?.close());

  const call = <T>(url: string, payload: object, as: Account) => post(t.app, `/api${url}`, payload, token[as]).then((response) => ({ response, ...body<T>(response) }));
  const list = (payload: object, as: Account = 'admin') => call<ReviewPage>('/review', { pageNumber: 1, pageSize: 100, ...payload }, as);
  const scoresWhere = async (condition: SQL | undefined) => (await t.app.db.select({ score: reviews.score }).from(reviews).where(condition)).map((row) => row.score);

  describe('reading, held to the NPS scope', () => {
    it('an administrator sees every review, newest first, with the summary of all of them', async () => {
      const { response, data } = await list({});
      expect(response.statusCode).toBe(200);
      const all = await scoresWhere(undefined);
      expect(all.length).toBeGreaterThan(40);
      expect(data.total).toBe(all.length);
      expect(data.summary).toEqual(npsSummary(all));
      const times = data.data.map((review) => review.created_at);
      expect(times).toEqual([...times].sort().reverse());
      expect(new Set(data.data.map((review) => review.customer.name)).size).toBeGreaterThan(2);
      expect(data.data[0]!.group).toBe(data.data[0]!.score >= 9 ? 'promoter' : data.data[0]!.score >= 7 ? 'passive' : 'detractor');
    });

    it('a partner sees its customers only, a customer admin its customer, a branch user its branch', async () => {
      const customersOf = async (as: Account) => [...new Set((await list({}, as)).data.data.map((review) => review.customer.name))].sort();
      expect(await customersOf('partner')).toEqual(['Riverstone Contractors', 'Summit Builders']);
      expect(await customersOf('customeradmin')).toEqual(['Summit Builders']);
      const boulder = await list({}, 'branchadmin');
      expect(boulder.data.total).toBeGreaterThan(0);
      expect(new Set(boulder.data.data.map((review) => review.branch?.name))).toEqual(new Set(['Boulder']));
      expect(boulder.data.summary).toEqual(npsSummary(await scoresWhere(eq(reviews.branchId, id.branch['Boulder']!))));
      const denver = await list({}, 'user');
      expect(new Set(denver.data.data.map((review) => review.branch?.name))).toEqual(new Set(['Denver Headquarters']));
    });

    it('filters narrow the reviews and their summary: customer, branch, user, days and score group', async () => {
      const summit = id.customer['Summit Builders']!;
      const byCustomer = await list({ customer: summit }, 'partner');
      expect(byCustomer.data.summary).toEqual(npsSummary(await scoresWhere(eq(reviews.customerId, summit))));
      // A customer outside the scope is simply nothing.
      expect((await list({ customer: id.customer['Evergreen Homes'] }, 'partner')).data.total).toBe(0);
      expect((await list({ branch: id.branch['Boulder'] }, 'customeradmin')).data.data.every((review) => review.branch?.name === 'Boulder')).toBe(true);
      const mine = await list({ user: id.user['user'] }, 'customeradmin');
      expect(mine.data.total).toBe(4);
      expect(mine.data.data.every((review) => review.user?.name === 'Uma Patel')).toBe(true);
      const promoters = await list({ score_group: 'promoter' });
      expect(promoters.data.data.every((review) => review.score >= 9)).toBe(true);
      expect(promoters.data.summary.score).toBe(100);
      const detractors = await list({ score_group: 'detractor' });
      expect(detractors.data.total).toBeGreaterThan(0);
      expect(detractors.data.data.every((review) => review.score <= 6)).toBe(true);
      const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      const recent = await list({ filter_start_date: day(60), filter_end_date: day(0) });
      const expected = await scoresWhere(and(gte(reviews.createdAt, new Date(`${day(60)}T00:00:00Z`)), lt(reviews.createdAt, new Date(Date.parse(`${day(0)}T00:00:00Z`) + 86_400_000))));
      expect(recent.data.total).toBe(expected.length);
      // Empty filters mean "not filtered".
      expect((await list({ customer: null, branch: null, user: null, filter_start_date: '', score_group: '' })).data.total).toBe((await list({})).data.total);
    });

    it('exports exactly the filtered reviews as CSV, every page, newest first, in scope', async () => {
      const exported = (payload: object, as: Account = 'admin') => exportedCsv(t.app, '/api/review/export', payload, token[as], 'reviews');
      const all = await exported({});
      expect(all.header).toEqual(['Date', 'Score', 'Group', 'Comment', 'User', 'Customer', 'Branch', 'Project']);
      const listed = (await list({})).data;
      expect(all.rows).toHaveLength(listed.total);
      expect(all.rows.map((row) => Number(row[1]))).toEqual(listed.data.map((review) => review.score));
      const detractors = await exported({ score_group: 'detractor', search: '' });
      expect(detractors.rows.length).toBe((await list({ score_group: 'detractor' })).data.total);
      expect(detractors.rows.every((row) => row[2] === 'Detractor' && Number(row[1]) <= 6)).toBe(true);
      expect(new Set((await exported({}, 'customeradmin')).rows.map((row) => row[5]))).toEqual(new Set(['Summit Builders']));
      expect((await post(t.app, '/api/review/export', {}, token.guest)).statusCode).toBe(403);
      const bad = await post(t.app, '/api/review/export', { score_group: 'fans' }, token.admin);
      expect(bad.statusCode).toBe(400);
    });

    it('pages', async () => {
      const first = await call<ReviewPage>('/review', { pageNumber: 1, pageSize: 5 }, 'admin');
      const second = await call<ReviewPage>('/review', { pageNumber: 2, pageSize: 5 }, 'admin');
      expect(first.data.data).toHaveLength(5);
      expect(first.data.hasMore).toBe(true);
      expect(second.data.data[0]!.id).not.toBe(first.data.data[0]!.id);
      expect(second.data.summary).toEqual(first.data.summary);
    });

    it('/nps answers the score of the filters and a monthly trend', async () => {
      const { data } = await call<{ summary: NpsSummary; trend: (NpsSummary & { month: string })[] }>('/nps', {}, 'partner');
      expect(data.summary).toEqual((await list({}, 'partner')).data.summary);
      expect(data.trend).toHaveLength(12);
      expect(data.trend.at(-1)!.month).toBe(new Date().toISOString().slice(0, 7));
      for (const point of data.trend) expect(point.score).toBe(point.total === 0 ? null : Math.round(((point.promoters - point.detractors) / point.total) * 100));
      const ranged = await call<{ trend: { month: string }[] }>('/nps', { filter_start_date: '2025-11-15', filter_end_date: '2026-02-01' }, 'admin');
      expect(ranged.data.trend.map((point) => point.month)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    });

    it('/nps/details answers the distribution and the breakdowns in scope', async () => {
      const { data } = await call<{ summary: NpsSummary; distribution: { score: number; count: number }[]; by_customer: (Option & NpsSummary)[]; by_branch: (Option & NpsSummary & { customer: Option })[] }>(
        '/nps/details',
        {},
        'partner',
      );
      expect(data.distribution.map((entry) => entry.score)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(data.distribution.reduce((sum, entry) => sum + entry.count, 0)).toBe(data.summary.total);
      expect(data.by_customer.map((row) => row.name).sort()).toEqual(['Riverstone Contractors', 'Summit Builders']);
      expect(data.by_customer.reduce((sum, row) => sum + row.total, 0)).toBe(data.summary.total);
      expect(new Set(data.by_branch.map((row) => row.customer.name))).toEqual(new Set(['Riverstone Contractors', 'Summit Builders']));
      const summit = data.by_customer.find((row) => row.name === 'Summit Builders')!;
      expect(summit).toMatchObject(npsSummary(await scoresWhere(eq(reviews.customerId, summit.id))));
    });

    it('filter lists follow the scope and narrow by customer', async () => {
      const names = async (url: string, payload: object, as: Account) => (await call<Option[]>(url, payload, as)).data.map((option) => option.name);
      expect(await names('/review/filters/customers', {}, 'partner')).toEqual(['Riverstone Contractors', 'Summit Builders']);
      expect(await names('/review/filters/customers', {}, 'customeradmin')).toEqual(['Summit Builders']);
      expect(await names('/review/filters/branches', { customer_id: id.customer['Riverstone Contractors'] }, 'partner')).toEqual(['Fort Collins', 'Greeley']);
      expect(await names('/review/filters/branches', {}, 'branchadmin')).toEqual(['Boulder']);
      expect(await names('/review/filters/users', {}, 'branchadmin')).toEqual(['Brian Okafor', 'Linda Park']);
      expect(await names('/review/filters/users', { customer_id: id.customer['Summit Builders'], branch_id: id.branch['Colorado Springs'] }, 'admin')).toEqual(['Gary Holt']);
      expect(await names('/review/filters/users', {}, 'admin')).not.toContain('Alice Morgan');
    });

    it('refuses accounts without NPS (403) and bad filters (400)', async () => {
      for (const url of ['/review', '/nps', '/nps/details', '/review/filters/customers', '/review/filters/branches', '/review/filters/users']) {
        expect((await call(url, { pageNumber: 1 }, 'guest')).response.statusCode).toBe(403);
        expect((await call(url, { pageNumber: 1 }, 'agent')).response.statusCode).toBe(403);
      }
      const backwards = await call('/nps', { filter_start_date: '2026-03-01', filter_end_date: '2026-02-01' }, 'admin');
      expect(backwards.response.statusCode).toBe(400);
      expect(backwards.errors).toEqual({ filter_end_date: 'filter_end_date must not be before filter_start_date' });
      const bad = await call('/review', { pageNumber: 0, score_group: 'fans', customer: 'x', filter_start_date: '2026-02-30' }, 'admin');
      expect(bad.response.statusCode).toBe(400);
      expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['customer', 'filter_start_date', 'pageNumber', 'score_group']);
    });
  });

  describe('rating', () => {
    const prompt = async (as: Account) => (await call<Prompt>('/review/showratepop', {}, as)).data;
    const reviewCount = async () => (await t.app.db.select({ id: reviews.id }).from(reviews)).length;

    it('asks nobody on the staff side, and no seeded customer user (they rated lately)', async () => {
      expect(await prompt('admin')).toEqual({ show_popup: false, reason: 'not_customer', project: null });
      expect(await prompt('partner')).toMatchObject({ show_popup: false, reason: 'not_customer' });
      for (const as of ['customeradmin', 'branchadmin', 'branchlead', 'user', 'guest'] as const) {
        expect(['reviewed_recently', 'no_completed_project']).toContain((await prompt(as)).reason);
      }
      expect(await prompt('customeradmin')).toMatchObject({ show_popup: false, reason: 'reviewed_recently' });
    });

    it('asks a customer user with completed work who has not rated in 90 days; "Not now" postpones it', async () => {
      const me = id.user['user']!;
      const long = new Date(Date.now() - 120 * 86_400_000);
      await t.app.db.update(reviews).set({ createdAt: long }).where(eq(reviews.userId, me));
      await t.app.db.update(reviewPrompts).set({ lastReviewedAt: long }).where(eq(reviewPrompts.userId, me));
      const due = await prompt('user');
      expect(due).toMatchObject({ show_popup: true, reason: 'due' });
      const [project] = await t.app.db.select().from(projects).where(eq(projects.id, due.project!.id));
      expect(project).toMatchObject({ status: 'completed', branchId: id.branch['Denver Headquarters'] });

      const before = Date.now();
      const notNow = await call<{ postponed_until: string }>('/review/notnow', {}, 'user');
      expect(notNow.response.statusCode).toBe(200);
      expect(notNow.messages).toBe(REVIEW_MESSAGES.postponed);
      const until = Date.parse(notNow.data.postponed_until);
      expect(until).toBeGreaterThanOrEqual(before + NOT_NOW_DAYS * 86_400_000);
      expect(await prompt('user')).toMatchObject({ show_popup: false, reason: 'postponed' });
      const [stored] = await t.app.db.select().from(reviewPrompts).where(eq(reviewPrompts.userId, me));
      expect(stored?.notNowCount).toBe(1);

      // Once the postponement runs out, the popup is due again.
      await t.app.db.update(reviewPrompts).set({ postponedUntil: new Date(Date.now() - 1000) }).where(eq(reviewPrompts.userId, me));
      expect(await prompt('user')).toMatchObject({ show_popup: true });
    });

    it('a customer user rates 0–10 with a comment; the review shows for the scope and the popup stops', async () => {
      const [completed] = await t.app.db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.branchId, id.branch['Denver Headquarters']!), eq(projects.status, 'completed')));
      const created = await call<Review>('/review/create', { score: 9, comment: '  Quick and accurate take-off.  ', project_id: completed!.id }, 'user');
      expect(created.response.statusCode).toBe(200);
      expect(created.messages).toBe(REVIEW_MESSAGES.created);
      expect(created.data).toMatchObject({ score: 9, group: 'promoter', comment: 'Quick and accurate take-off.', user: { name: 'Uma Patel' }, branch: { name: 'Denver Headquarters' }, project: { id: completed!.id } });
      expect((await list({}, 'customeradmin')).data.data[0]!.id).toBe(created.data.id);
      expect((await list({}, 'branchadmin')).data.data.some((review) => review.id === created.data.id)).toBe(false);
      expect(await prompt('user')).toMatchObject({ show_popup: false, reason: 'reviewed_recently' });
      const [stored] = await t.app.db.select().from(reviewPrompts).where(eq(reviewPrompts.userId, id.user['user']!));
      expect(stored?.postponedUntil).toBeNull();
    });

    it('refuses bad ratings with field messages and stores nothing', async () => {
      const before = await reviewCount();
      const cases: [object, Record<string, string>][] = [
        [{}, { score: REVIEW_MESSAGES.scoreRequired }],
        [{ score: 11 }, { score: REVIEW_MESSAGES.scoreRange }],
        [{ score: -1 }, { score: REVIEW_MESSAGES.scoreRange }],
        [{ score: 7.5 }, { score: REVIEW_MESSAGES.scoreRange }],
        [{ score: '8' }, { score: REVIEW_MESSAGES.scoreRange }],
        [{ score: 8, comment: 'x'.repeat(2001) }, { comment: REVIEW_MESSAGES.commentTooLong }],
        [{ score: 8, project_id: 0 }, { project_id: 'project_id must be an id' }],
      ];
      for (const [payload, errors] of cases) {
        const refused = await call('/review/create', payload, 'customeradmin');
        expect(refused.response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(refused.errors).toEqual(errors);
      }
      // A project outside the user's scope (another customer's) is a field error too.
      const [other] = await t.app.db.select({ id: projects.id }).from(projects).where(eq(projects.customerId, id.customer['Evergreen Homes']!)).limit(1);
      const outside = await call('/review/create', { score: 8, project_id: other!.id }, 'branchadmin');
      expect(outside.response.statusCode).toBe(400);
      expect(outside.errors).toEqual({ project_id: REVIEW_MESSAGES.projectNotFound });
      expect(await reviewCount()).toBe(before);
    });

    it('only customer users rate or postpone (403 for staff, partners, agents)', async () => {
      const before = await reviewCount();
      for (const as of ['admin', 'partner', 'agent'] as const) {
        expect((await call('/review/create', { score: 10 }, as)).response.statusCode).toBe(403);
        // Refused before the body is looked at.
        expect((await call('/review/create', { score: 'ten' }, as)).response.statusCode).toBe(403);
        expect((await call('/review/notnow', {}, as)).response.statusCode).toBe(403);
      }
      expect(await reviewCount()).toBe(before);
      const staffPrompts = await t.app.db.select().from(reviewPrompts).where(inArray(reviewPrompts.userId, [id.user['admin']!, id.user['partner']!, id.user['agent']!]));
      expect(staffPrompts).toEqual([]);
    });

    it('a guest without NPS may still rate (rating needs no permission to read the scores)', async () => {
      const created = await call<Review>('/review/create', { score: 6, comment: 'Slow this month.' }, 'guest');
      expect(created.response.statusCode).toBe(200);
      expect(created.data.group).toBe('detractor');
    });
  });
});
