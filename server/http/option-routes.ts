/**
 * The option lists of filters and forms (DESIGN §5): POST routes answering the choices (`{ id, name }`
 * unless the list names its item) with the module's message. A module names its route head, access,
 * message and (when not `{ id, name }`) item once; each list is its url, summary, how it is read and,
 * when it narrows, its body.
 *
 * @example
 * const option = optionRoutes(app, { head: routeHead(['reports']), access: ACCESS, messages: 'Options fetched successfully' });
 * option('/reports/filters/partners', 'The partners in scope', (request) => partnerOptions(db, reportScope(request)));
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { optionSchema } from '../records/fields';
import { defineRoute, type Access } from './define-route';
import type { routeHead } from './route-head';

type BodyOf<B> = B extends z.ZodType ? z.output<B> : undefined;

export function optionRoutes(app: FastifyInstance, group: { head: ReturnType<typeof routeHead>; access: Access; messages: string; item?: object }) {
  return <B extends z.ZodType | undefined = undefined>(
    url: string,
    summary: string,
    read: (request: FastifyRequest<{ Body: BodyOf<B> }>) => PromiseLike<unknown[]>,
    more: { body?: B; item?: object; errors?: number[] } = {},
  ): void => {
    defineRoute(app, {
      ...group.head(group.access, url, summary),
      body: more.body,
      data: { type: 'array', items: more.item ?? group.item ?? optionSchema },
      errors: more.errors,
      handler: async (request) => ({ status: 200, messages: group.messages, data: await read(request) }),
    });
  };
}
