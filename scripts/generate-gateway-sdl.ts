/**
 * Writes src/gateway/generated/record-sdl.ts from the zod contracts (scripts/gateway-sdl.ts, ADR 0263),
 * src/gateway/generated/answer-sdl.ts from the project view's answer schemas (scripts/gateway-answer-sdl.ts,
 * ADR 0307), then src/gateway/generated/introspection.d.ts from the schema they compose (scripts/gateway-introspection.ts).
 *   npm run generate:sdl
 * Run it after changing a record's contract or the gateway's SDL; tests/unit/gateway-record-sdl.test.ts
 * and tests/unit/gateway-introspection.test.ts fail until then.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerSdlModule } from './gateway-answer-sdl';
import { recordSdlModule } from './gateway-sdl';

export const RECORD_SDL_FILE = fileURLToPath(new URL('../src/gateway/generated/record-sdl.ts', import.meta.url));
export const ANSWER_SDL_FILE = fileURLToPath(new URL('../src/gateway/generated/answer-sdl.ts', import.meta.url));
export const INTROSPECTION_FILE = fileURLToPath(new URL('../src/gateway/generated/introspection.d.ts', import.meta.url));

mkdirSync(dirname(RECORD_SDL_FILE), { recursive: true });
writeFileSync(RECORD_SDL_FILE, recordSdlModule());
console.log(`wrote ${RECORD_SDL_FILE}`);
writeFileSync(ANSWER_SDL_FILE, answerSdlModule());
console.log(`wrote ${ANSWER_SDL_FILE}`);
// Imported after the SDL modules are written: the schema composes it.
const { introspectionModule } = await import('./gateway-introspection');
writeFileSync(INTROSPECTION_FILE, introspectionModule());
console.log(`wrote ${INTROSPECTION_FILE}`);
