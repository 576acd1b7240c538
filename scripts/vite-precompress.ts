/**
 * A Vite build plugin that writes a brotli (`.br`) and a gzip (`.gz`) copy beside every built text
 * asset, so the server sends the compressed bytes by content negotiation (@fastify/static's
 * `preCompressed`) without compressing on each request (docs/adr/0040-precompressed-assets.md).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed formats already; source maps are for devtools only. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/i;
/** Below this, the headers outweigh the saving (the same threshold the API's compression uses). */
export const PRECOMPRESS_THRESHOLD = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `<file>.br` (quality 11, the slowest and smallest: it runs once per build) and `<file>.gz` (level 9). */
export async function precompressFile(file: string): Promise<void> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  // A copy that is not smaller would only cost a negotiation; the plain file is served instead.
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
}

/** Writes the compressed copies for every text file of at least the threshold under `dir`. */
export async function precompressDirectory(dir: string): Promise<void> {
  const work: Promise<void>[] = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    if ((await stat(file)).size < PRECOMPRESS_THRESHOLD) continue;
    work.push(precompressFile(file));
  }
  await Promise.all(work);
}

export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => precompressDirectory(outDir),
  };
}
