/** JSON Schemas of the answers, for the OpenAPI document and fast serialization. */
import { WORK_TYPES } from '../../src/domain/contracts/service';
import { STATUSES } from '../../src/domain/contracts/fields';
import { BILLING_TYPES, USER_TYPES } from '../../src/domain/user';
import { SUBSCRIPTION_TYPES } from '../../src/domain/billing';

/** Fields with a fixed set of values, named once so every answer lists them the same way. */
export const workTypeSchema = { type: 'string', enum: [...WORK_TYPES] } as const;
export const billingTypeSchema = { type: 'string', enum: [...BILLING_TYPES] } as const;
export const recordStatusSchema = { type: 'string', enum: [...STATUSES] } as const;
/** A customer user's type; null for staff, partners and agents. */
export const userTypeSchema = { type: ['string', 'null'], enum: [...USER_TYPES, null] } as const;
export const subscriptionTypeSchema = { type: 'string', enum: [...SUBSCRIPTION_TYPES] } as const;

export function envelopeSchema(options: { data?: object; extra?: Record<string, object> } = {}) {
  return {
    type: 'object',
    required: ['status', 'messages'],
    properties: {
      status: { type: 'integer', description: 'The outcome; 205 and 206 travel with HTTP 200' },
      messages: { type: 'string' },
      ...(options.data ? { data: options.data } : {}),
      ...options.extra,
    },
  } as const;
}

export const errorEnvelopeSchema = {
  type: 'object',
  required: ['status', 'messages'],
  properties: {
    status: { type: 'integer' },
    messages: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
    data: { description: 'With a 409 for a stale edit: the record as it is now, and who changed it' },
  },
} as const;

/** An object schema whose every property is required: the answers' rows never leave a field out. */
export const objectSchema = <const P extends Record<string, object>>(properties: P) => ({ type: 'object', required: Object.keys(properties), properties }) as const;

/** How many customers are on one subscription type, in the partner subscription summaries. */
export const subscriptionCountSchema = objectSchema({ subscription_type: subscriptionTypeSchema, customer_count: { type: 'integer' } });

export const sessionUserSchema = objectSchema({
  id: { type: 'integer' },
  email: { type: 'string' },
  name: { type: 'string' },
  role: { type: 'string' },
  image_uri: { type: ['string', 'null'] },
  version: { type: 'string' },
  permissions: { type: 'array', items: { type: 'string' } },
  is_admin: { type: 'boolean' },
  ispartner: { type: 'boolean' },
  isagent: { type: 'boolean' },
  ispartneruser: { type: 'boolean' },
  billing_type: billingTypeSchema,
  type: userTypeSchema,
  customer_id: { type: ['integer', 'null'] },
});

/** The error answers every route may give. */
export function errorResponses(...codes: number[]): Record<number, typeof errorEnvelopeSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorEnvelopeSchema]));
}


type FromType<T, S> = T extends 'integer' | 'number'
  ? number
  : T extends 'string'
    ? string
    : T extends 'boolean'
      ? boolean
      : T extends 'null'
        ? null
        : T extends 'array'
          ? S extends { items: infer I }
            ? FromSchema<I>[]
            : unknown[]
          : S extends { properties: infer P }
            ? { -readonly [K in keyof P]: FromSchema<P[K]> }
            : Record<string, unknown>;

/**
 * The type of a value an answer's JSON Schema describes (the subset the answers use: type or types,
 * enum, nullable, items, properties, every property present), so an answer's shape is written once.
 * @example type AddOnAnswer = FromSchema<typeof addOnSchema>;
 */
export type FromSchema<S> =
  | (S extends { enum: readonly (infer E)[] } ? E : S extends { type: infer T } ? FromType<T extends readonly (infer U)[] ? U : T, S> : unknown)
  | (S extends { nullable: true } ? null : never);
