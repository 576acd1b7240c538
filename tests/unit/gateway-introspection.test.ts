// The documents' types are inferred from the gateway's schema (issue 14): the committed
// src/gateway/generated/introspection.d.ts must be what scripts/gateway-introspection.ts writes today.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { introspectionModule } from '../../scripts/gateway-introspection';

const GENERATED = new URL('../../src/gateway/generated/introspection.d.ts', import.meta.url);

describe('the generated introspection types', () => {
  it('are what the gateway schema says today', () => {
    const committed = readFileSync(GENERATED, 'utf8');
    // The message names the fix: the SDL changed and the generated types were not written again.
    expect(committed === introspectionModule(), 'src/gateway/generated/introspection.d.ts is stale: run `npm run generate:sdl` and commit it').toBe(true);
  });
});
