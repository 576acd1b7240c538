/**
 * Analytics (issue 6 item 2, spec §7.12 "analytics (with QTO and FTE variants)"): POST /api/analytics,
 * /api/analytics/qto and /api/analytics/fte answer project throughput, turnaround and on-time rate per
 * year, month or day bucket (server/modules/analytics/query.ts). Guarded by the `Analytics` key; the projects
 * counted are the caller's project scope (the `Enq` scope), narrowed by `customer_id` and `partner`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { MAX_BUCKETS, PERIODS, bucketCount, bucketStart, resolveRange, type AnalyticsVariant } from '../../../src/domain/periods';
import { analytics } from './query';
import { projectCondition, projectScopeOf } from '../projects';
import { idField } from '../../../src/domain/contracts/fields';
import { objectBody, requiredDay } from '../../validation';
import { defineRoute } from '../../http/define-route';
import { objectSchema } from '../../http/schemas';

export const ANALYTICS_MESSAGES = {
  fetched: 'Analytics fetched successfully',
  period: 'period must be one of year, month, day',
  toBeforeFrom: 'The end date must be on or after the start date',
} as const;

const UNIT_NAMES = { year: 'years', month: 'months', day: 'days' } as const;

const dayField = (field: string) => requiredDay(field).optional().describe('YYYY-MM-DD (UTC); widened to the whole bucket');

const AnalyticsBody = objectBody({
  period: z.enum(PERIODS, { error: ANALYTICS_MESSAGES.period }),
  from: dayField('from'),
  to: dayField('to'),
  customer_id: z.optional(idField('customer_id')).describe('Only this customer (within the scope)'),
  partner: z.optional(idField('partner')).describe("Only the customers of this partner (within the scope)"),
}).superRefine((body, ctx) => {
  if (body.from === undefined || body.to === undefined) return;
  if (body.from > body.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: ANALYTICS_MESSAGES.toBeforeFrom });
    return;
  }
  const max = MAX_BUCKETS[body.period];
  if (bucketCount(body.period, bucketStart(body.period, body.from), bucketStart(body.period, body.to)) > max) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: `The range may hold at most ${max} ${UNIT_NAMES[body.period]}` });
  }
});

const figures = {
  created: { type: 'integer', description: 'Projects created in the bucket' },
  completed: { type: 'integer', description: 'Projects delivered (completed or reopen requested) in the bucket: throughput' },
  on_time: { type: 'integer', description: 'Of those, completed on or before their due date' },
  avg_turnaround_days: { type: ['number', 'null'], description: 'Average days from creation to completion; null when none completed' },
  on_time_rate: { type: ['number', 'null'], description: 'on_time / completed (0–1); null when none completed' },
} as const;
const figureNames = Object.keys(figures);

const analyticsSchema = objectSchema({
  period: { type: 'string', enum: [...PERIODS] },
  variant: { type: 'string', enum: ['all', 'QTO', 'FTE'] },
  from: { type: 'string', format: 'date' },
  to: { type: 'string', format: 'date' },
  buckets: {
    type: 'array',
    items: { type: 'object', required: ['bucket', 'label', ...figureNames], properties: { bucket: { type: 'string', format: 'date' }, label: { type: 'string' }, ...figures } },
  },
  totals: { type: 'object', required: figureNames, properties: figures },
});

const VARIANTS: readonly { url: string; variant: AnalyticsVariant; what: string }[] = [
  { url: '/analytics', variant: 'all', what: 'every project' },
  { url: '/analytics/qto', variant: 'QTO', what: 'QTO projects' },
  { url: '/analytics/fte', variant: 'FTE', what: 'FTE projects' },
];

const analyticsRoutes: FastifyPluginAsync = async (app) => {
  for (const { url, variant, what } of VARIANTS) {
    defineRoute(app, {
      method: 'POST',
      url,
      access: { key: 'Analytics', action: 'view' },
      tags: ['analytics'],
      summary: `Throughput, turnaround and on-time rate of ${what} per year, month or day (default: the last 5 years, 12 months or 30 days; every bucket present)`,
      body: AnalyticsBody,
      data: analyticsSchema,
      handler: async (request) => {
        const { period, from, to, customer_id, partner } = request.body;
        const today = new Date().toISOString().slice(0, 10);
        const range = resolveRange(period, today, from, to);
        const data = await analytics(app.db, {
          period,
          variant,
          ...range,
          scope: projectCondition(projectScopeOf(request)),
          ...(customer_id !== undefined ? { customerId: customer_id } : {}),
          ...(partner !== undefined ? { partnerId: partner } : {}),
        });
        return { status: 200, messages: ANALYTICS_MESSAGES.fetched, data };
      },
    });
  }
};

export default analyticsRoutes;
