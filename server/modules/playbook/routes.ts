/**
 * The customer playbook (issue 6 item 7): POST /api/playbook reads it (customer users their own
 * customer's; staff with `Enq.view` any customer of their project scope by `customer_id`), POST
 * /api/playbook/update saves it (customer admins only; stale revision → 409 naming who). A save sends
 * `record:changed` `{ type: 'playbook', id: customer_id }`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { isCustomerAdmin, readableCustomer, requireCustomerAdmin } from './access';
import { readPlaybook, savePlaybook, unknownSoftware } from './store';
import { linkSchema, optionSchema } from '../../records/fields';
import { idField } from '../../../src/domain/contracts/fields';
import { playbookContactContract, playbookContract } from '../../../src/domain/contracts/playbook';
import { objectBody } from '../../validation';
import { defineRoute } from '../../http/define-route';
import { routeHead } from '../../http/route-head';
import { guardRoutes } from '../../http/route-guards';
import { objectSchema } from '../../http/schemas';

export const PLAYBOOK_MESSAGES = {
  fetched: 'Playbook fetched successfully',
  updated: 'Playbook updated successfully',
} as const;

const ReadBody = objectBody({
  customer_id: z.optional(idField('customer_id')).describe("Staff: the customer whose playbook to read; customer users may leave it out (another customer's is 404)"),
});

const UpdateBody = objectBody({
  ...playbookContract.shape,
  revision: z
    .number({ error: 'revision is required: the revision of the playbook the edit was made from (0 for a new one)' })
    .int('revision must be a whole number')
    .min(0, 'revision must be a whole number from 0')
    .max(2_147_483_647, 'revision is too large'),
});

/** A contact as answered: each field of the contact contract, as text ('' for none). */
const contactSchema = objectSchema(Object.fromEntries(Object.keys(playbookContactContract.shape).map((field) => [field, { type: 'string' }])));

const playbookSchema = objectSchema({
  customer: optionSchema,
  preferred_software: { type: 'array', items: optionSchema },
  deliverable_formats: { type: 'array', items: { type: 'string' } },
  contacts: { type: 'array', items: contactSchema },
  standards: { type: 'string' },
  instructions: { type: 'string' },
  revision: { type: 'integer', description: '0 while there is none; sent back with an update' },
  updated_at: { type: ['string', 'null'], format: 'date-time' },
  updated_by: linkSchema,
  can_edit: { type: 'boolean', description: 'The caller is a customer admin of this customer' },
});

const head = routeHead(['playbook']);
const UPDATE_URL = '/playbook/update';

const playbookRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  // Only customer admins edit (after sign-in, before validation).
  guardRoutes(app, { [UPDATE_URL]: requireCustomerAdmin });

  defineRoute(app, {
    ...head('signedIn', '/playbook', "A customer's playbook: customer users their own, staff with Enq.view any customer of their scope by customer_id"),
    body: ReadBody,
    data: playbookSchema,
    errors: [404],
    handler: async (request) => {
      const customer = await readableCustomer(db, request, request.body.customer_id);
      return { status: 200, messages: PLAYBOOK_MESSAGES.fetched, data: await readPlaybook(db, customer, isCustomerAdmin(request)) };
    },
  });

  defineRoute(app, {
    ...head('signedIn', UPDATE_URL, "Saves the caller's customer's playbook (customer admins); revision 0 creates it; a stale revision is 409"),
    body: UpdateBody,
    data: playbookSchema,
    errors: [404, 409],
    handler: async (request) => {
      const { session } = requireUser(request);
      const customer = await readableCustomer(db, request, undefined);
      const unknown = await unknownSoftware(db, request.body.preferred_software_ids);
      if (unknown.length > 0) {
        const message = `Unknown software: ${unknown.join(', ')}`;
        throw new HttpError(400, message, { preferred_software_ids: message });
      }
      await db.transaction((tx) => savePlaybook(tx, customer.id, request.body, session.id));
      void app.realtime.recordChanged('playbook', customer.id);
      return { status: 200, messages: PLAYBOOK_MESSAGES.updated, data: await readPlaybook(db, customer, true) };
    },
  });
};

export default playbookRoutes;
