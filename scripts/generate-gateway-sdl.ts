/**
 * Writes src/gateway/generated/record-sdl.ts from the zod contracts (scripts/gateway-sdl.ts, ADR 0263).
 *   npm run generate:sdl
 * Run it after changing a record's contract; tests/unit/gateway-record-sdl.test.ts fails until then.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordSdlModule } from './gateway-sdl';

export const RECORD_SDL_FILE = fileURLToPath(new URL('../src/gateway/generated/record-sdl.ts', import.meta.url));

mkdirSync(dirname(RECORD_SDL_FILE), { recursive: true });
writeFileSync(RECORD_SDL_FILE, recordSdlModule());
console.log(`wrote ${RECORD_SDL_FILE}`);
