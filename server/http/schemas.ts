/** JSON Schemas of the answers, for the OpenAPI document and fast serialization. */
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

export const sessionUserSchema = {
  type: 'object',
  required: ['id', 'email', 'name', 'role', 'image_uri', 'version', 'permissions', 'is_admin', 'ispartner', 'isagent', 'ispartneruser', 'billing_type', 'type', 'customer_id'],
  properties: {
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
    billing_type: { type: 'string', enum: ['standard', 'guest_account'] },
    type: { type: ['string', 'null'] },
    customer_id: { type: ['integer', 'null'] },
  },
} as const;

/** The error answers every route may give. */
export function errorResponses(...codes: number[]): Record<number, typeof errorEnvelopeSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorEnvelopeSchema]));
}
