/**
 * Partners' queries as a Fastify plugin (`app.partners`), in the style of fastify/demo's repositories:
 * the routes say who asks and what, the repository says how it is read and stored. Reads take the
 * caller's scope condition (`partnerCondition`, server/records/scope.ts), so a partner outside it
 * reads as none.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { agents, customers, partners, recordFiles } from '../../db/schema';
import { revisedAnswer, revisedColumns } from '../../records/revision';
import { contactProperties, pick, revisedProperties } from '../../records/fields';
import { objectSchema, type FromSchema } from '../../http/schemas';
import { correlatedCount } from '../../records/counts';
import { describeFile } from '../../records/file-answers';

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

export interface PartnersRepository {
  /** Partners of `ids` (the list's page). */
  read(q: Q, ids: number[]): Promise<PartnerAnswer[]>;
  /** The partner if `where` (the caller's scope) shows it. */
  find(id: number, where: SQL | undefined): Promise<PartnerAnswer | undefined>;
  /** Saves a file's description; undefined when the file is not the partner's. */
  describeFile(partnerId: number, fileId: number, description: string): Promise<typeof recordFiles.$inferSelect | undefined>;
  /** The stored names of the partner's files, removed from disk after a delete commits. */
  storedFiles(q: Q, id: number): Promise<string[]>;
}

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

export default fp(
  async (app) => {
    const { db } = app;
    const repository: PartnersRepository = {
      async read(q, ids) {
        return (await selectPartners(q).where(inArray(partners.id, ids))).map(toAnswer);
      },
      async find(id, where) {
        const [row] = await selectPartners(db).where(and(eq(partners.id, id), where)).limit(1);
        return row && toAnswer(row);
      },
      async describeFile(partnerId, fileId, description) {
        const row = await describeFile(db, { partnerId: partnerId }, fileId, description);
        return row;
      },
      async storedFiles(q, id) {
        return (await q.select({ storedName: recordFiles.storedName }).from(recordFiles).where(eq(recordFiles.partnerId, id))).map((file) => file.storedName);
      },
    };
    app.decorate('partners', repository);
  },
  { name: 'partners-repository', dependencies: ['db'] },
);
