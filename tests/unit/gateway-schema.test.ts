// The browser builds the gateway's schema with `assumeValidSDL` (src/gateway/schema.ts): the SDL it
// builds must therefore pass graphql's own validation here.
import { assertScalarType, buildSchema, printSchema, validateSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ENUM_SCALARS } from '../../scripts/gateway-sdl';
import { gatewaySchema, gatewaySchemaSteps, schemaSdl } from '../../src/gateway/schema';

describe('gateway schema', () => {
  it('is valid SDL, and the unvalidated build in the browser is the same schema', () => {
    const validated = buildSchema(schemaSdl());
    expect(validateSchema(validated)).toEqual([]);
    expect(printSchema(gatewaySchema())).toBe(printSchema(validated));
  });

  it('is parsed in several steps and built in the last, the same schema (ADR 0289)', () => {
    const steps = gatewaySchemaSteps();
    expect(steps.length).toBeGreaterThan(2);
    for (const step of steps) step();
    expect(printSchema(gatewaySchema())).toBe(printSchema(buildSchema(schemaSdl())));
  });

  it('answers a named string union (ADR 0281) as the API sent it, as String did', () => {
    for (const [name, values] of Object.entries(ENUM_SCALARS)) {
      const scalar = assertScalarType(gatewaySchema().getType(name));
      expect(values.map((value) => scalar.serialize(value))).toEqual(values);
    }
  });
});
