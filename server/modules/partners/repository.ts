/**
 * Partners' queries as a Fastify plugin (`app.partners`), in the style of fastify/demo's repositories:
 * the routes say who asks and what, the repository says how it is read and stored. Reads take the
 * caller's scope condition (`partnerCondition`, server/records/scope.ts), so a partner outside it
 * reads as none.
 */
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { agents, customers, partners, recordFiles } from '../../db/schema';
import { revisedAnswer, revisedColumns } from '../../records/revision';
import { contactProperties, pick, revisedProperties } from '../../records/fields';
import { objectSchema, type FromSchema } from '../../http/schemas';
import { correlatedCount } from '../../records/counts';
import { recordReads } from '../../records/reads';

type Q = Pick<Db, 'select'>;

export const partnerProperties = {
  ...contactProperties,
  website: { type: 'string', nullable: true },
  address: { type: 'string', nullable: true },
  status: { type: 'string', enum: ['active', 'inactive', 'pending'] },
  customer_count: { type: 'integer' },
  agent_count: { type: 'integer' },
  ...revisedProperties(),
} as const;
export const partnerSchema = objectSchema(partnerProperties);
export type PartnerAnswer = FromSchema<typeof partnerSchema>;

export type PartnersRepository = ReturnType<typeof partnersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    partners: PartnersRepository;
  }
}

const partnerColumns = {
  ...pick(partners, 'id', 'name', 'email', 'phone', 'website', 'address', 'status'),
  customerCount: correlatedCount(customers, 'owned', customers.partnerId, partners),
  agentCount: correlatedCount(agents, 'owned', agents.partnerId, partners),
  ...revisedColumns(partners),
};

const selectPartners = (q: Q) => q.select(partnerColumns).from(partners);
type PartnerRow = Awaited<ReturnType<ReturnType<typeof selectPartners>['execute']>>[number];

const toAnswer = (row: PartnerRow): PartnerAnswer => ({
  ...pick(row, 'id', 'name', 'email', 'phone', 'website', 'address', 'status'),
  customer_count: Number(row.customerCount),
  agent_count: Number(row.agentCount),
  ...revisedAnswer(row),
});

export function partnersRepository(db: Db) {
  return {
    /** Partners of `ids` (the list's page); the partner if `where` (the caller's scope) shows it. */
    ...recordReads(db, partners.id, selectPartners, toAnswer),
    /** The stored names of the partner's files, removed from disk after a delete commits. */
    async storedFiles(q: Q, id: number) {
      return (await q.select({ storedName: recordFiles.storedName }).from(recordFiles).where(eq(recordFiles.partnerId, id))).map((file) => file.storedName);
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('partners', partnersRepository(app.db));
  },
  { name: 'partners-repository', dependencies: ['db'] },
);
