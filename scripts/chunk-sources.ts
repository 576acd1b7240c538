/**
 * Where a built page's JavaScript comes from: reads the scripts a prerendered page names (its entry
 * and modulepreloads) or the chunks given, and sums each chunk's minified bytes by source file
 * through its source map (`dist/assets/*.js.map`). Gzip figures are per chunk (a source's share of
 * a compressed chunk has no exact size).
 *   npx tsx scripts/chunk-sources.ts dist/login.html            sources of /login's scripts
 *   npx tsx scripts/chunk-sources.ts index-abc.js --top 60      one chunk, 60 largest sources
 *   npx tsx scripts/chunk-sources.ts dist/login.html --by package
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

const ASSETS = 'dist/assets';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '40' }, by: { type: 'string', default: 'file' } },
});

/** A page's scripts in load order, or the chunk file names given. */
function chunksOf(args: string[]): string[] {
  return args.flatMap((arg) => {
    if (!arg.endsWith('.html')) return [basename(arg)];
    const html = readFileSync(arg, 'utf8');
    // Script and modulepreload tags, and the modules a prerendered page starts after its first paint (ADR 0262).
    const named = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1] ?? '');
    const started = [...html.matchAll(/\sdata-(?:entry|preload)="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(' '));
    return [...named, ...started.filter(Boolean).map((href) => basename(href))];
  });
}

/** Minified bytes of one chunk by source: each mapping's span runs to the next mapping on its line. */
function bytesBySource(chunk: string): Map<string, number> {
  const code = readFileSync(join(ASSETS, chunk), 'utf8');
  if (!existsSync(join(ASSETS, `${chunk}.map`))) return new Map([['(no source map)', code.length]]);
  const map = JSON.parse(readFileSync(join(ASSETS, `${chunk}.map`), 'utf8')) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  const sums = new Map<string, number>();
  const add = (source: string, bytes: number) => sums.set(source, (sums.get(source) ?? 0) + bytes);
  decode(map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let unmapped = line.length;
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.[0] ?? line.length;
      const span = end - segment[0];
      unmapped -= span;
      add(segment.length > 1 ? (map.sources[segment[1] ?? 0] ?? '?') : '(unmapped)', span);
    });
    if (segments.length === 0 || segments[0]?.[0] !== 0) add('(unmapped)', Math.max(0, unmapped));
  });
  return sums;
}

/** `node_modules/@scope/pkg/...` → `@scope/pkg`, our files → their folder under src/. */
function packageOf(source: string): string {
  const path = source.replace(/^(\.\.\/)+/, '');
  const inModules = path.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [first, second] = path.slice(inModules + 'node_modules/'.length).split('/');
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? path);
  }
  return path.split('/').slice(0, 3).join('/');
}

const chunks = chunksOf(positionals);
if (chunks.length === 0) throw new Error('Name a prerendered page (dist/login.html) or chunk files.');

const totals = new Map<string, number>();
let minified = 0;
let gzip = 0;
for (const chunk of chunks) {
  const code = readFileSync(join(ASSETS, chunk));
  minified += code.length;
  const chunkGzip = gzipSync(code).length;
  gzip += chunkGzip;
  console.log(`${String(code.length).padStart(9)} B  ${String(chunkGzip).padStart(8)} B gzip  ${chunk}`);
  for (const [source, bytes] of bytesBySource(chunk)) {
    const key = values.by === 'package' ? packageOf(source) : source.replace(/^(\.\.\/)+/, '');
    totals.set(key, (totals.get(key) ?? 0) + bytes);
  }
}
console.log(`${String(minified).padStart(9)} B  ${String(gzip).padStart(8)} B gzip  total of ${chunks.length} chunks\n`);
const sorted = [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top));
for (const [source, bytes] of sorted) console.log(`${String(bytes).padStart(9)} B  ${source}`);
