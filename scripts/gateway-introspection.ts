/**
 * The gateway schema's introspection as gql.tada types (issue 14): `introspectionModule()` writes the
 * text of src/gateway/generated/introspection.d.ts, from which src/gateway/graphql.ts infers every
 * document's result and variables, so no screen writes a record's shape by hand. The schema is the one
 * the browser builds (`schemaSdl()`); the pre-processed format is gql.tada's fastest for the checker.
 * `npm run generate:sdl` writes it after record-sdl.ts; tests/unit/gateway-introspection.test.ts fails
 * when the committed one is stale.
 */
import { minifyIntrospection, outputIntrospectionFile } from 'gql.tada/internal';
import { buildSchema, introspectionFromSchema } from 'graphql';
import { schemaSdl } from '../src/gateway/schema';

const PREAMBLE = `/* eslint-disable */
// Generated from the gateway's SDL (src/gateway/schema.ts schemaSdl) by scripts/gateway-introspection.ts: do not edit; run \`npm run generate:sdl\`.
`;

/** The text of src/gateway/generated/introspection.d.ts. */
export function introspectionModule(sdl: string = schemaSdl()): string {
  const introspection = minifyIntrospection(introspectionFromSchema(buildSchema(sdl)));
  return outputIntrospectionFile(introspection, { fileType: '.d.ts', shouldPreprocess: true, preamble: PREAMBLE });
}
