/**
 * Agents (spec §7.5; DESIGN §5): GET list and details, create, update, delete, status, the partner
 * options, an agent's partner subscriptions, the attachment upload and software options, guarded by
 * the `Agents` key and scoped (seeAll: every agent; a partner: its own agents, whose partner_id is
 * forced to it; an agent: itself). Emails are unique; an agent customers or users refer to stays.
 */
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { agents, customers, partners, recordFiles, users } from '../../db/schema';
import { HttpError } from '../../errors';
import { type Reader, recordListRoutes, stampColumns } from '../../records/list-resource';
import { referencedBy, found, recordWriteRoutes, type UniqueValue } from '../../records/resource';
import { requireUser } from '../../plugins/auth';
import { recordEditRoutes } from '../../records/edit-resource';
import { revisedAnswer, revisedColumns, revisionField } from '../../records/revision';
import { agentCondition, partnerCondition, scopeOf } from '../../records/scope';
import { objectBody } from '../../validation';
import { defineRoute, recordAccess } from '../../http/define-route';
import { listQueryShape, queryId, sortField } from '../../http/lists';
import { contactProperties, optionsSchema, revisedProperties, pick } from '../../records/fields';
import { idField, statusField } from '../../../src/domain/contracts/fields';
import { agentContract, COMMISSION_RULE } from '../../../src/domain/contracts/agent';
import { money } from '../../records/money';
import { softwareOptionsOf } from '../../records/price-lines';
import { recordReads } from '../../records/reads';
import { fileRoutes, fileSchema, filesOf, scopedFile, storeUpload } from '../../records/file-answers';
import { objectSchema, subscriptionCountSchema, type FromSchema } from '../../http/schemas';
import { correlatedCount } from '../../records/counts';
import { routeHead } from '../../http/route-head';

export const AGENT_MESSAGES = {
  listed: 'Agents fetched successfully',
  details: 'Agent fetched successfully',
  created: 'Agent created successfully',
  updated: 'Agent updated successfully',
  deleted: 'Agent deleted successfully',
  statusChanged: 'Agent status updated successfully',
  uploaded: 'File uploaded successfully',
  fileRemoved: 'File removed successfully',
  notFound: 'Agent not found',
  fileNotFound: 'File not found',
  partnerNotFound: 'Partner not found',
  duplicate: 'An agent with this email already exists',
  commission: COMMISSION_RULE,
} as const;

/** Emails are unique in any letter case; the lock serialises agent writes, so the check cannot race. */
const AGENT_EMAIL: UniqueValue = { table: agents, column: agents.email, lock: true, field: 'email', message: AGENT_MESSAGES.duplicate };

const CreateBody = objectBody(agentContract.shape);
const UpdateBody = objectBody({ ...agentContract.shape, revision: revisionField });
const AgentIdBody = objectBody({ agent_id: idField('agent_id') });
const ServiceIdBody = objectBody({ service_id: idField('service_id') });

const ListQuery = objectBody({
  ...listQueryShape,
  sort: sortField(['name', 'email', 'commission', 'created']),
  partner: queryId('partner'),
  status: z.optional(statusField),
});
const PartnerQuery = objectBody({ partner: queryId('partner') });

const agentProperties = {
  ...contactProperties,
  partner_id: { type: 'integer', nullable: true },
  partner_name: { type: 'string', nullable: true },
  commission_percent: { type: 'number', nullable: true },
  status: { type: 'string', enum: ['active', 'inactive', 'pending'] },
  customer_count: { type: 'integer' },
  ...revisedProperties(),
} as const;
const agentSchema = objectSchema(agentProperties);
const agentDetailsSchema = objectSchema({ ...agentProperties, files: { type: 'array', items: fileSchema } });

export type AgentAnswer = FromSchema<typeof agentSchema>;

const TAGS = ['agents'];
const head = routeHead(TAGS);
const ACCESS = recordAccess('Agents');

const agentRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  const columns = {
    ...pick(agents, 'id', 'name', 'email', 'phone', 'partnerId'),
    partnerName: partners.name,
    ...pick(agents, 'commissionPercent', 'status'),
    customerCount: correlatedCount(customers, 'owned', customers.agentId, agents),
    ...revisedColumns(agents),
  };
  const selectAgents = (q: Reader) => q.select(columns).from(agents).leftJoin(partners, eq(partners.id, agents.partnerId));
  const toAnswer = (row: Awaited<ReturnType<ReturnType<typeof selectAgents>['execute']>>[number]): AgentAnswer => ({
    ...pick(row, 'id', 'name', 'email', 'phone'),
    partner_id: row.partnerId,
    partner_name: row.partnerName,
    commission_percent: money(row.commissionPercent),
    status: row.status,
    customer_count: Number(row.customerCount),
    ...revisedAnswer(row),
  });

  const scoped = (request: FastifyRequest): SQL | undefined => agentCondition(scopeOf(request, 'Agents'));
  const base = { path: 'agents', type: 'agent', thing: 'agent', table: agents, tags: TAGS, messages: AGENT_MESSAGES, scope: scoped, access: ACCESS, bodies: { create: CreateBody, update: UpdateBody } } as const;

  const reads = recordReads(db, agents.id, selectAgents, toAnswer);
  const findAgent = async (request: FastifyRequest, id: number): Promise<AgentAnswer> => found(await reads.find(id, scoped(request)), AGENT_MESSAGES.notFound);

  /**
   * The partner a write puts the agent under: a partner's users always their own; an agent may not
   * move itself; callers who see all any existing partner (or none).
   */
  async function partnerFor(request: FastifyRequest, asked: number | null | undefined, current: number | null): Promise<number | null> {
    const scope = scopeOf(request, 'Agents');
    if (scope.kind === 'partner') return scope.partnerId;
    if (scope.kind !== 'all') return current;
    if (asked === null || asked === undefined) return null;
    const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, asked)).limit(1);
    if (!row) throw new HttpError(400, AGENT_MESSAGES.partnerNotFound, { partner_id: AGENT_MESSAGES.partnerNotFound });
    return row.id;
  }

  recordListRoutes(app, {
    ...base,
    method: 'GET',
    summary: 'The agents in scope, a page at a time; query pageNumber, pageSize, search (name, email), sort, partner (id), status',
    body: ListQuery,
    item: agentSchema,
    sorts: { name: sql`lower(${agents.name})`, email: agents.email, commission: agents.commissionPercent, created: agents.createdAt },
    defaultSort: 'name',
    search: (pattern) => or(ilike(agents.name, pattern), ilike(agents.email, pattern)),
    equals: { partner: agents.partnerId, status: agents.status },
    read: reads.read,
    columns: [['Agent', 'name'], ['Email', 'email'], ['Phone', 'phone'], ['Partner', 'partner_name'], ['Commission %', 'commission_percent'], ['Customers', 'customer_count'], ...stampColumns],
  });

  defineRoute(app, {
    ...head(ACCESS.view, '/agents/bypartner', 'The agents in scope as options, of one partner when `partner` (id) is given', 'GET'),
    querystring: PartnerQuery,
    data: optionsSchema,
    handler: async (request) => {
      const { partner } = request.query;
      const rows = await db
        .select({ id: agents.id, name: agents.name })
        .from(agents)
        .where(and(scoped(request), partner === undefined ? undefined : eq(agents.partnerId, partner)))
        .orderBy(asc(agents.name), asc(agents.id));
      return { status: 200, messages: AGENT_MESSAGES.listed, data: rows };
    },
  });

  recordEditRoutes(app, {
    ...base,
    summaries: {
      create: "Creates an agent; a partner's users create it under their own partner; 409 when the email is taken",
      details: 'One agent with its files',
      update: 'Replaces the fields of an agent; 409 for a taken email or a stale revision',
    },
    schema: agentSchema,
    answer: findAgent,
    details: {
      method: ['GET', 'POST'],
      schema: agentDetailsSchema,
      read: async (request, id) => {
        const agent = await findAgent(request, id);
        return { ...agent, files: await filesOf(db, { agentId: agent.id }) };
      },
    },
    /** The partner the agent ends up under. */
    prepare: async (request, body, id) => {
      if (id !== undefined) return partnerFor(request, body.partner_id, (await findAgent(request, id)).partner_id);
      const scope = scopeOf(request, 'Agents');
      if (scope.kind !== 'all' && scope.kind !== 'partner') throw new HttpError(403, 'Only administrators and partners can create agents');
      return partnerFor(request, body.partner_id, null);
    },
    unique: { rule: AGENT_EMAIL },
    columns: ({ name, email, phone, commission_percent, status }, { prep: partnerId }) => ({
      name,
      email,
      phone,
      partnerId,
      commissionPercent: commission_percent,
      ...(status ? { status } : {}),
    }),
  });

  recordWriteRoutes(app, {
    ...base,
    summaries: {
      status: 'Sets the status of an agent (`id`): active, inactive or pending',
      delete: 'Deletes an agent with its files; refused with 409 while customers or users refer to it',
    },
    idInBody: true,
    rowSchema: agentSchema,
    row: findAgent,
    dependents: referencedBy([customers.agentId, 'customer', 'customers'], [users.agentId, 'user', 'users']),
    storedFiles: async (tx, id) => (await tx.select({ storedName: recordFiles.storedName }).from(recordFiles).where(eq(recordFiles.agentId, id))).map((file) => file.storedName),
  });

  defineRoute(app, {
    ...head(ACCESS.view, '/agents/partners', 'The partners the caller may put an agent under, as options'),
    data: optionsSchema,
    handler: async (request) => {
      const rows = await db
        .select({ id: partners.id, name: partners.name })
        .from(partners)
        .where(partnerCondition(scopeOf(request, 'Agents')))
        .orderBy(asc(partners.name));
      return { status: 200, messages: 'Partners fetched successfully', data: rows };
    },
  });

  /**
   * An agent's partner subscriptions (spec §7.5): its partner, its commission and how many of its
   * customers are on each subscription type, e.g. `{ agent_id: 1, partner: { id: 1, name: 'Northwind' },
   * commission_percent: 8, subscriptions: [{ subscription_type: 'annual', customer_count: 1 }] }`.
   */
  defineRoute(app, {
    ...head(ACCESS.view, '/agents/partnersubscriptions', "An agent's partner, commission and the subscription types of its customers"),
    body: AgentIdBody,
    data: {
      type: 'object',
      required: ['agent_id', 'partner', 'commission_percent', 'subscriptions'],
      properties: {
        agent_id: { type: 'integer' },
        partner: { ...optionsSchema.items, nullable: true },
        commission_percent: { type: 'number', nullable: true },
        subscriptions: { type: 'array', items: subscriptionCountSchema },
      },
    },
    errors: [404],
    handler: async (request) => {
      const agent = await findAgent(request, request.body.agent_id);
      const subscriptions = await db
        .select({ subscription_type: customers.subscriptionType, customer_count: sql<number>`count(*)::int` })
        .from(customers)
        .where(eq(customers.agentId, agent.id))
        .groupBy(customers.subscriptionType)
        .orderBy(asc(customers.subscriptionType));
      return {
        status: 200,
        messages: 'Partner subscriptions fetched successfully',
        data: {
          agent_id: agent.id,
          partner: agent.partner_id === null ? null : { id: agent.partner_id, name: agent.partner_name ?? '' },
          commission_percent: agent.commission_percent,
          subscriptions: subscriptions.map((row) => ({ ...row, customer_count: Number(row.customer_count) })),
        },
      };
    },
  });

  defineRoute(app, {
    ...head(ACCESS.update, '/agents/attachment', 'Uploads one file to an agent: multipart with the field `agent_id` first, then `file` (a PDF, image, drawing, zip or text file of at most 20 MB)'),
    data: fileSchema,
    errors: [404, 413],
    handler: async (request) => {
      const userId = requireUser(request).session.id;
      const file = await storeUpload(request, userId, async (fields) => {
        const raw = fields.agent_id?.trim() ?? '';
        if (!/^[1-9]\d{0,9}$/.test(raw)) throw new HttpError(400, 'agent_id is required before the file', { agent_id: 'agent_id is required before the file' });
        const agent = await findAgent(request, Number(raw));
        return { agentId: agent.id };
      });
      return { status: 200, messages: AGENT_MESSAGES.uploaded, data: file };
    },
  });

  fileRoutes(app, {
    tags: TAGS,
    access: ACCESS,
    downloadUrl: '/agents/downloadfile/:id',
    removeUrl: '/agents/removefile/:id',
    summaries: { download: 'Downloads an agent file (by file id) as an attachment', remove: 'Removes an agent file (by file id) and its stored bytes' },
    messages: AGENT_MESSAGES,
    file: (request, fileId) =>
      scopedFile(db, fileId, 'agentId', (agentId) => findAgent(request, agentId).then(() => true, () => false), AGENT_MESSAGES.fileNotFound),
  });

  defineRoute(app, {
    ...head(ACCESS.view, '/agents/softwaresbyservice', 'The software a service (`service_id`) is delivered in, as options'),
    body: ServiceIdBody,
    data: optionsSchema,
    handler: async (request) => ({ status: 200, messages: 'Software fetched successfully', data: await softwareOptionsOf(db, request.body.service_id) }),
  });
};

export default agentRoutes;
