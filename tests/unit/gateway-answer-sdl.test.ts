// The project view's answer types are generated from the server's answer schemas (ADR 0307): the
// committed src/gateway/generated/answer-sdl.ts must be what scripts/gateway-answer-sdl.ts writes today,
// and the rule that writes it holds field by field.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerSdlModule, sdlFromAnswers } from '../../scripts/gateway-answer-sdl';
import { personSchema } from '../../server/modules/projects/collab';

const GENERATED = new URL('../../src/gateway/generated/answer-sdl.ts', import.meta.url);

describe('the generated project view answer SDL', () => {
  it('is what the server answers today', () => {
    const committed = readFileSync(GENERATED, 'utf8');
    expect(committed === answerSdlModule(), 'src/gateway/generated/answer-sdl.ts is stale: run `npm run generate:sdl` and commit it').toBe(true);
  });

  it('reads each field as the answer schema says', () => {
    const { group: sdl } = sdlFromAnswers({ group: {
      Person: personSchema,
      Thing: {
        type: 'object',
        required: ['id', 'count', 'ratio', 'on', 'note', 'state', 'people', 'owner', 'bytes'],
        properties: {
          id: { type: 'integer' },
          count: { type: 'integer', description: 'How many' },
          ratio: { type: 'number' },
          on: { type: 'boolean' },
          note: { type: ['string', 'null'] },
          state: { type: 'string', enum: ['dropped', 'pending', 'approved', 'rejected'] },
          people: { type: 'array', items: personSchema },
          owner: personSchema,
          bytes: { type: 'integer', format: 'int64' },
          maybe: { type: 'integer' },
        },
      },
    } });
    expect(sdl).toContain(
      [
        '  type Thing {',
        '    id: ID!',
        '    "How many" count: Int!',
        '    ratio: Float!',
        '    on: Boolean!',
        '    note: String',
        '    state: RequestState!',
        '    people: [Person!]!',
        '    owner: Person',
        '    bytes: Float!',
        '    maybe: Int',
        '  }',
      ].join('\n'),
    );
  });

  it('asks for a name for an object it does not know', () => {
    expect(() => sdlFromAnswers({ group: { Thing: { type: 'object', properties: { inner: { type: 'object', properties: { a: { type: 'string' } } } } } } })).toThrow(
      'Thing.inner: name this object',
    );
  });
});
