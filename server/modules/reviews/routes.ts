/**
 * NPS and reviews (spec §7.7; issue 6 item 4). Reading needs `NPS.view` and is held to the NPS scope
 * (all with `NPS.seeAll`, a partner's or agent's customers, a customer admin's customer, a branch
 * user's branch): `/review` (the reviews, paged, newest first, with the summary of the same filters),
 * `/review/export` (the same reviews as CSV, every page), `/nps` (score and monthly trend), `/nps/details` (distribution and breakdowns) and the filter lists
 * `/review/filters/{branches,customers,users}`. Rating is the customer user's own business:
 * `/review/showratepop` answers whether to show the popup now (src/domain/rate-prompt.ts),
 * `/review/create` stores a 0–10 score with a comment, `/review/notnow` postpones the popup.
 */
import { and, asc, eq, ilike, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { npsGroup } from '../../../src/domain/nps';
import { REVIEW_FIELD_MESSAGES, reviewContract, type ReviewAnswer } from '../../../src/domain/contracts/review';
import { NOT_NOW_DAYS } from '../../../src/domain/rate-prompt';
import { branches, customers, projects, reviews, users } from '../../db/schema';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { projectCondition, projectScopeOf, refOf } from '../projects';
import { optionSchema, pick } from '../../records/fields';
import { filterId } from '../../http/filters';
import { branchIdCondition, scopeOf } from '../../records/scope';
import { branchOptions, customerOptions } from '../../records/scope-options';
import { postpone, ratePrompt, reviewed } from './prompt';
import { DATES_IN_ORDER, ReviewFilterShape, SCORE_GROUPS, ScoreGroupShape, datesInOrder, reviewFilterConditions, reviewsInScope, reviewsWhere, type ReviewFilters } from './filters';
import { npsByBranch, npsByCustomer, npsSummaryOf, npsTrend, scoreDistribution, trendMonths } from './stats';
import { objectBody } from '../../validation';
import { defineRoute } from '../../http/define-route';
import { routeHead } from '../../http/route-head';
import { optionRoutes } from '../../http/option-routes';
import { guardRoutes } from '../../http/route-guards';
import { listShape, sortField } from '../../http/lists';
import { recordListRoutes, type Reader } from '../../records/list-resource';
import type { ColumnSpec } from '../../exports/csv';
import { usDate } from '../../exports/dates';
import { objectSchema } from '../../http/schemas';

export const REVIEW_MESSAGES = {
  listed: 'Reviews fetched successfully',
  nps: 'Net Promoter Score fetched successfully',
  details: 'NPS details fetched successfully',
  options: 'Options fetched successfully',
  created: 'Thank you for your feedback',
  postponed: 'We will ask again later',
  popup: 'Rating popup checked',
  customersOnly: 'Only customer users can rate the service',
  ...REVIEW_FIELD_MESSAGES,
  projectNotFound: 'Project not found',
} as const;

const head = routeHead(['nps']);
const VIEW = { key: 'NPS', action: 'view' } as const;

const FilterBody = objectBody(ReviewFilterShape).refine(datesInOrder, DATES_IN_ORDER);
/** The list's filters, search and order (newest first, the only order); the export's body is this without the paging. */
const listFields = {
  ...ReviewFilterShape,
  ...ScoreGroupShape,
  search: listShape.search.describe('Part of the comment (case-insensitive)'),
  sort: sortField(['created']),
};
const ListBody = objectBody({ ...listFields, pageNumber: listShape.pageNumber, pageSize: listShape.pageSize }).refine(datesInOrder, DATES_IN_ORDER);
const ExportBody = objectBody(listFields).refine(datesInOrder, DATES_IN_ORDER);

const GROUP_LABELS: Record<(typeof SCORE_GROUPS)[number], string> = { promoter: 'Promoter', passive: 'Passive', detractor: 'Detractor' };
/** The export's columns: what the list shows, the day as MM/DD/YYYY. */
const CSV_COLUMNS: readonly ColumnSpec<ReviewAnswer>[] = [
  { header: 'Date', value: (review) => usDate(review.created_at) },
  ['Score', 'score'],
  { header: 'Group', value: (review) => GROUP_LABELS[review.group] },
  ['Comment', 'comment'],
  { header: 'User', value: (review) => review.user?.name ?? 'Former user' },
  ['Customer', 'customer'],
  ['Branch', 'branch'],
  { header: 'Project', value: (review) => review.project?.code ?? '' },
];

const CreateBody = objectBody(reviewContract.shape);

const BranchFilterBody = objectBody({ customer_id: filterId('customer_id') });
const UserFilterBody = objectBody({ customer_id: filterId('customer_id'), branch_id: filterId('branch_id') });

// ---- Answers -------------------------------------------------------------------------------------

const nullableOption = { ...optionSchema, nullable: true } as const;
const summaryProperties = {
  score: { type: 'integer', nullable: true, description: '% promoters − % detractors, −100…100; null without reviews' },
  promoters: { type: 'integer' },
  passives: { type: 'integer' },
  detractors: { type: 'integer' },
  total: { type: 'integer' },
} as const;
const summarySchema = objectSchema(summaryProperties);

const reviewSchema = objectSchema({
  id: { type: 'integer' },
  score: { type: 'integer' },
  group: { type: 'string', enum: [...SCORE_GROUPS] },
  comment: { type: 'string' },
  created_at: { type: 'string', format: 'date-time' },
  customer: optionSchema,
  branch: nullableOption,
  user: { ...nullableOption, description: 'null once the user is deleted' },
  project: {
    type: 'object',
    nullable: true,
    required: ['id', 'code', 'name'],
    properties: { id: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' } },
  },
});

const npsSchema = objectSchema({
  summary: summarySchema,
  trend: { type: 'array', items: objectSchema({ month: { type: 'string', description: 'YYYY-MM (UTC)' }, ...summaryProperties }) },
});

const breakdownProperties = { id: { type: 'integer' }, name: { type: 'string' }, ...summaryProperties } as const;
const detailsSchema = objectSchema({
  summary: summarySchema,
  distribution: { type: 'array', items: objectSchema({ score: { type: 'integer' }, count: { type: 'integer' } }) },
  by_customer: { type: 'array', items: objectSchema(breakdownProperties) },
  by_branch: { type: 'array', items: objectSchema({ ...breakdownProperties, customer: optionSchema }) },
});

const promptSchema = objectSchema({
  show_popup: { type: 'boolean' },
  reason: { type: 'string', enum: ['due', 'not_customer', 'no_completed_project', 'reviewed_recently', 'postponed'] },
  project: reviewSchema.properties.project,
});

function customerOnly(request: FastifyRequest): void {
  if (requireUser(request).record.user.customerId === null) throw new HttpError(403, REVIEW_MESSAGES.customersOnly);
}

const reviewRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  // Rating and postponing are the customer user's own: refused after sign-in but before the body is
  // validated, like the permission guards of defineRoute, so others learn nothing from their input.
  guardRoutes(app, { '/review/create': customerOnly, '/review/notnow': customerOnly });
  const npsScope = (request: FastifyRequest) => scopeOf(request, 'NPS');
  const where = (request: FastifyRequest, filters: ReviewFilters): SQL | undefined => reviewsWhere(npsScope(request), filters);

  async function reviewRows(q: Reader, condition: SQL | undefined): Promise<ReviewAnswer[]> {
    const rows = await q
      .select({
        ...pick(reviews, 'id', 'score', 'comment', 'createdAt'),
        customerId: customers.id,
        customerName: customers.name,
        branchId: branches.id,
        branchName: branches.name,
        userId: users.id,
        userName: users.name,
        projectId: projects.id,
        projectCode: projects.code,
        projectName: projects.name,
      })
      .from(reviews)
      .innerJoin(customers, eq(customers.id, reviews.customerId))
      .leftJoin(branches, eq(branches.id, reviews.branchId))
      .leftJoin(users, eq(users.id, reviews.userId))
      .leftJoin(projects, eq(projects.id, reviews.projectId))
      .where(condition);
    return rows.map((row) => ({
      id: row.id,
      score: row.score,
      group: npsGroup(row.score),
      comment: row.comment,
      created_at: row.createdAt.toISOString(),
      customer: { id: row.customerId, name: row.customerName },
      branch: refOf(row.branchId, row.branchName),
      user: refOf(row.userId, row.userName),
      project: row.projectId === null || row.projectCode === null || row.projectName === null ? null : { id: row.projectId, code: row.projectCode, name: row.projectName },
    }));
  }

  // The list and its CSV (the record kernel's list routes), newest first; the list answers the NPS of every matching review beside its page.
  recordListRoutes<typeof ListBody, ReviewAnswer>(app, {
    path: 'review',
    file: 'reviews',
    access: { view: VIEW },
    tags: ['nps'],
    summary: 'The reviews in scope matching the filters, newest first, a page at a time, with the NPS summary of all of them',
    messages: REVIEW_MESSAGES,
    body: ListBody,
    exportBody: ExportBody,
    item: reviewSchema,
    sorts: { created: reviews.createdAt },
    defaultSort: '-created',
    table: reviews,
    scope: (request) => reviewsInScope(npsScope(request)),
    search: (pattern) => ilike(reviews.comment, pattern),
    filters: reviewFilterConditions,
    read: (q, ids) => reviewRows(q, inArray(reviews.id, ids)),
    more: {
      schema: { summary: { ...summarySchema, description: 'The NPS of every review matching the filters (not just this page)' } },
      read: async (q, condition) => ({ summary: await npsSummaryOf(q, condition) }),
    },
    columns: CSV_COLUMNS,
  });

  // The score and the details: each reads the reviews matching the filters in the NPS scope.
  type NpsRead = (condition: SQL | undefined, filters: ReviewFilters) => Promise<object>;
  const npsRoute = (url: string, summary: string, data: object, messages: string, read: NpsRead) =>
    defineRoute(app, {
      ...head(VIEW, url, summary),
      body: FilterBody,
      data,
      handler: async (request) => ({ status: 200, messages, data: await read(where(request, request.body), request.body) }),
    });
  npsRoute(
    '/nps',
    'The Net Promoter Score of the reviews matching the filters, and its trend per month (the last 12 months unless the dates say otherwise)',
    npsSchema,
    REVIEW_MESSAGES.nps,
    async (condition, filters) => {
      const [summary, trend] = await Promise.all([npsSummaryOf(db, condition), npsTrend(db, condition, trendMonths(filters, new Date()))]);
      return { summary, trend };
    },
  );
  npsRoute(
    '/nps/details',
    'The 0–10 distribution and the NPS per customer and per branch (most reviewed first, at most 50 each) of the reviews matching the filters',
    detailsSchema,
    REVIEW_MESSAGES.details,
    async (condition) => {
      const [summary, distribution, by_customer, by_branch] = await Promise.all([
        npsSummaryOf(db, condition),
        scoreDistribution(db, condition),
        npsByCustomer(db, condition),
        npsByBranch(db, condition),
      ]);
      return { summary, distribution, by_customer, by_branch };
    },
  );

  const option = optionRoutes(app, { head, access: VIEW, messages: REVIEW_MESSAGES.options });

  option('/review/filters/customers', 'The customers the reviews can be filtered by: those of the NPS scope', (request) => customerOptions(db, npsScope(request)));

  option('/review/filters/branches', 'The branches of the NPS scope, optionally of one customer', (request) => branchOptions(db, npsScope(request), { customerId: request.body.customer_id }), { body: BranchFilterBody });

  option(
    '/review/filters/users',
    'The customer users of the NPS scope (those who can review), optionally of one customer and branch',
    (request) => {
      const { customer_id: customerId, branch_id: branchId } = request.body;
      return db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(
          and(
            isNotNull(users.customerId),
            branchIdCondition(users.branchId, users.customerId, npsScope(request)),
            customerId === undefined ? undefined : eq(users.customerId, customerId),
            branchId === undefined ? undefined : eq(users.branchId, branchId),
          ),
        )
        .orderBy(asc(users.name), asc(users.id));
    },
    { body: UserFilterBody },
  );

  /** The signed-in customer user (customerOnly has let only them through). */
  function customerUser(request: FastifyRequest) {
    const { user } = requireUser(request).record;
    if (user.customerId === null) throw new HttpError(403, REVIEW_MESSAGES.customersOnly);
    return { id: user.id, customerId: user.customerId, branchId: user.branchId };
  }

  defineRoute(app, {
    ...head('signedIn', '/review/showratepop', 'Whether the rating popup should show now: customer users with a completed project who have not rated in 90 days and have not postponed it'),
    data: promptSchema,
    handler: async (request) => ({ status: 200, messages: REVIEW_MESSAGES.popup, data: await ratePrompt(db, request, new Date()) }),
  });

  defineRoute(app, {
    ...head('signedIn', '/review/create', 'A customer user rates the service 0–10 with an optional comment; others get 403'),
    body: CreateBody,
    data: reviewSchema,
    handler: async (request) => {
      const me = customerUser(request);
      const { score, comment, project_id: projectId } = request.body;
      const id = await db.transaction(async (tx) => {
        if (projectId !== undefined) {
          const [project] = await tx
            .select({ id: projects.id })
            .from(projects)
            .where(and(eq(projects.id, projectId), projectCondition(projectScopeOf(request))));
          if (!project) throw new HttpError(400, REVIEW_MESSAGES.projectNotFound, { project_id: REVIEW_MESSAGES.projectNotFound });
        }
        const [row] = await tx
          .insert(reviews)
          .values({ userId: me.id, customerId: me.customerId, branchId: me.branchId, projectId: projectId ?? null, score, comment })
          .returning({ id: reviews.id, createdAt: reviews.createdAt });
        if (!row) throw new Error('review insert returned nothing');
        await reviewed(tx, me.id, row.createdAt);
        return row.id;
      });
      void app.realtime.recordChanged('review', id);
      const [answer] = await reviewRows(db, eq(reviews.id, id));
      return { status: 200, messages: REVIEW_MESSAGES.created, data: answer };
    },
  });

  defineRoute(app, {
    ...head('signedIn', '/review/notnow', `"Not now": the rating popup stays away for ${NOT_NOW_DAYS} days (customer users; others get 403)`),
    body: objectBody({}),
    data: objectSchema({ postponed_until: { type: 'string', format: 'date-time' } }),
    handler: async (request) => {
      const me = customerUser(request);
      const until = await db.transaction((tx) => postpone(tx, me.id, new Date()));
      return { status: 200, messages: REVIEW_MESSAGES.postponed, data: { postponed_until: until.toISOString() } };
    },
  });
};

export default reviewRoutes;
