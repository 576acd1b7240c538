// A record's GraphQL types generated from its zod contract (src/gateway/sdl-from-contract.ts, ADR 0256).
import { buildSchema, type GraphQLInputObjectType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalId, optionalText, priceField, requiredId, requiredText, statusField } from '../../src/domain/contracts/fields';
import { sdlFromContract } from '../../src/gateway/sdl-from-contract';

const contract = z.object({
  name: requiredText(100, 'Name'),
  owner_id: requiredId('owner_id'),
  lead_id: optionalId('lead_id'),
  note: optionalText(100, 'Note'),
  summary: optionalText(100, 'Summary').transform((value) => value ?? ''),
  price: priceField,
  ratio: z.number(),
  active: z.boolean().optional().default(true),
  kind: z.enum(['a', 'b']).optional().default('a'),
  status: statusField.optional(),
  tags: z.array(z.string()),
  lines: z.array(z.object({ item_id: requiredId('item_id'), price: priceField })).optional(),
  secret: z.string().optional(),
});

function build(sdl: string) {
  const schema = buildSchema(`type Query { x: Int }\n${sdl}`);
  const fields = (name: string) => {
    const type = schema.getType(name) as GraphQLObjectType | GraphQLInputObjectType;
    return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, String(field.type)]));
  };
  return { schema, fields };
}

describe('sdlFromContract', () => {
  const { fields } = build(sdlFromContract('Thing', contract, { answered: { lines: null, secret: null, ratio: 'Int!' }, fields: '\n    count: Int!', status: true }));

  // Each field: as the record answers it, as a body sends it (undefined: not there).
  const expected: [string, string | undefined, string | undefined][] = [
    ['id', 'ID!', undefined],
    ['name', 'String!', 'String!'],
    ['owner_id', 'Int!', 'Int!'],
    ['lead_id', 'Int', 'Int'],
    ['note', 'String', 'String'],
    ['summary', 'String!', 'String'],
    ['price', 'String!', 'String!'],
    ['ratio', 'Int!', 'Float!'],
    ['active', 'Boolean!', 'Boolean'],
    ['kind', 'String!', 'String'],
    ['status', 'String!', 'String'],
    ['tags', '[String!]!', '[String!]!'],
    ['lines', undefined, '[ThingLinesInput!]'],
    ['secret', undefined, 'String'],
    ['count', 'Int!', undefined],
    ['revision', 'Int!', 'Int'],
    ['created_at', 'String!', undefined],
    ['updated_at', 'String!', undefined],
  ];
  const only = (column: 1 | 2) => Object.fromEntries(expected.filter((row) => row[column] !== undefined).map((row) => [row[0], row[column]]));

  it('answers each contract field, null only where the contract makes empty null', () => {
    expect(fields('Thing')).toEqual(only(1));
  });

  it('takes what a body may send, required where the contract needs it', () => {
    expect(fields('ThingInput')).toEqual(only(2));
    expect(fields('ThingLinesInput')).toEqual({ item_id: 'Int!', price: 'String!' });
  });

  it('refuses a list of objects the record would answer as its input, and an unknown field', () => {
    expect(() => sdlFromContract('Thing', contract, { answered: { secret: null } })).toThrow('Thing.lines');
    expect(() => sdlFromContract('Thing', contract, { answered: { lines: null, nope: null } as never })).toThrow('nope is not a field');
  });
});
