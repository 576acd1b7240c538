// The gateway's record SDL is generated at build time from the zod contracts (ADR 0263): the committed
// src/gateway/generated/record-sdl.ts must be what scripts/gateway-sdl.ts writes today, and the rule
// that writes it holds field by field.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordSdlModule, sdlFromContract } from '../../scripts/gateway-sdl';
import { RECORD_SDL } from '../../src/gateway/generated/record-sdl';
import { recordTypeDefs } from '../../src/gateway/record-resource';

const GENERATED = new URL('../../src/gateway/generated/record-sdl.ts', import.meta.url);

describe('the generated record SDL', () => {
  it('is what the contracts say today', () => {
    const committed = readFileSync(GENERATED, 'utf8');
    // The message names the fix: a contract changed and the generated module was not written again.
    expect(committed === recordSdlModule(), 'src/gateway/generated/record-sdl.ts is stale: run `npm run generate:sdl` and commit it').toBe(true);
  });

  it('reads each field as the contract accepts and answers it', () => {
    const contract = z.object({
      name: z.string().min(1).describe('The name'),
      note: z.string().nullish().transform((value) => value ?? null),
      scope: z.string().optional().transform((value) => value ?? ''),
      count: z.number().int(),
      ratio: z.number().optional(),
      on: z.boolean().default(false),
      price: z.union([z.number(), z.string()]),
      kind: z.enum(['active', 'inactive', 'pending']),
      tags: z.array(z.string()),
      lines: z.array(z.object({ id: z.number().int(), price: z.string() })).optional(),
    });
    const { fields, input } = sdlFromContract('Widget', contract);
    expect(fields).toEqual({
      name: '"The name" name: String!',
      note: 'note: String',
      scope: 'scope: String!',
      count: 'count: Int!',
      ratio: 'ratio: Float!',
      on: 'on: Boolean!',
      price: 'price: String!',
      // An enum is answered as its named scalar (ENUM_SCALARS, ADR 0281); the input keeps String.
      kind: 'kind: EntityStatus!',
      tags: 'tags: [String!]!',
      lines: null,
    });
    expect(() => sdlFromContract('Widget', z.object({ kind: z.enum(['a', 'b']) }))).toThrow('No scalar for the contract enum a, b');
    expect(input).toContain('input WidgetLinesInput {\n    id: Int!\n    price: String!\n  }');
    expect(input).toContain(
      'input WidgetInput {\n    "The name" name: String!\n    note: String\n    scope: String\n    count: Int!\n    ratio: Float\n    on: Boolean\n    price: String!\n    kind: String!\n    tags: [String!]!\n    lines: [WidgetLinesInput!]\n    revision: Int\n  }',
    );
  });

  it('composes a record type from the generated lines and what the record answers beyond them', () => {
    const sdl = RECORD_SDL.Service;
    const typeDefs = recordTypeDefs('Service', sdl, { answered: { software_ids: null }, fields: '\n    customer_count: Int!' }, true);
    expect(typeDefs).toMatch(/type Service \{\n {4}id: ID!\n[\s\S]*customer_count: Int!\n {4}revision: Int!/);
    expect(typeDefs).not.toMatch(/type Service \{[^}]*software_ids/);
    expect(typeDefs).toContain('input ServiceInput {');
    expect(() => recordTypeDefs('Service', sdl, { answered: { nope: null } })).toThrow('nope is not a field of its contract');
    expect(() => recordTypeDefs('Customer', RECORD_SDL.Customer, {})).toThrow('answered otherwise');
  });

  it('keeps zod out of the gateway at run time', () => {
    const committed = readFileSync(GENERATED, 'utf8');
    expect(committed).not.toMatch(/^import (?!type )/m);
  });
});
