/**
 * A Vite build plugin that prerenders the public sign-in pages with fixed addresses (`/login`,
 * `/forgot-password`) into `dist/<page>.html`: the built index.html with the page's HTML inside
 * #root and its critical CSS (emotion's style tags) in the head, so the form paints before any
 * JavaScript has run and the browser then hydrates it (src/app/main.tsx). The app's modules (the entry,
 * its chunks and the page's lazy screen) are fetched only after that first paint, by
 * scripts/start-after-paint.js (ADR 0262). The server sends these files for those paths (server/plugins/spa.ts).
 * Chakra's global CSS is written into index.html itself (and so into every page made from it).
 * The server-side bundle is built once per client build, into node_modules/.cache, and thrown away.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, minify, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressFile } from './vite-precompress';

/** The pages to prerender, by path, with the module of their lazy screen. */
export const PRERENDERED_PAGES: Record<string, { file: string; screen: string }> = {
  '/login': { file: 'login.html', screen: 'src/features/auth/LoginScreen.tsx' },
  '/forgot-password': { file: 'forgot-password.html', screen: 'src/features/auth/ForgotPasswordScreen.tsx' },
};

const EMOTION_STYLE = /<style data-emotion="[^"]*">[\s\S]*?<\/style>/g;
/** Emotion's tags for `<Global>` styles (Chakra's layers, reset, tokens). */
const GLOBAL_STYLE = /^<style data-emotion="[^" ]+-global /;

interface ChunkInfo {
  imports: string[];
  facade: string | null;
}

/** A chunk and every chunk it imports statically, in load order. */
function chunkClosure(chunks: Map<string, ChunkInfo>, start: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const child of chunks.get(name)?.imports ?? []) visit(child);
  };
  visit(start);
  return [...seen];
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** index.html without its entry script and module preloads, which the prerendered pages load after their first paint. */
function withoutScripts(index: string): { head: string; entry: string; preloads: string[] } {
  const entry = ENTRY_SCRIPT.exec(index)?.[1];
  if (!entry) throw new Error('prerender: index.html has no entry module script');
  const preloads = [...index.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  return { head: index.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), entry, preloads };
}

/** Writes scripts/start-after-paint.js, minified, into the assets under a name that carries its content hash; returns that name. */
async function writeStartAfterPaint(outDir: string): Promise<string> {
  const { code: source } = await minify('start-after-paint.js', await readFile(new URL('./start-after-paint.js', import.meta.url), 'utf8'));
  const name = `assets/start-after-paint-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  await writeFile(path.join(outDir, name), source);
  await precompressFile(path.join(outDir, name));
  return name;
}

export function prerenderPublicPages(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let isSsrBuild = false;
  const chunks = new Map<string, ChunkInfo>();
  return {
    name: 'portal:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      isSsrBuild = Boolean(config.build.ssr);
    },
    writeBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') chunks.set(fileName, { imports: output.imports, facade: output.facadeModuleId });
      }
    },
    closeBundle: {
      // Before the precompress plugin's closeBundle (parallel by default), which compresses index.html.
      sequential: true,
      async handler() {
        if (isSsrBuild) return;
        const serverOut = await mkdtemp(path.join(root, 'node_modules', '.prerender-'));
        try {
          await build({
            configFile: false,
            root,
            logLevel: 'warn',
            plugins: [react()],
            build: { ssr: 'src/app/prerender.tsx', outDir: serverOut, emptyOutDir: true, sourcemap: false, minify: false },
          });
          const loader = await writeStartAfterPaint(outDir);
          const entry = pathToFileURL(path.join(serverOut, 'prerender.js')).href;
          const { prerender, themeGlobalStyles } = (await import(entry)) as { prerender(page: string): Promise<string>; themeGlobalStyles(): Promise<string> };
          // Chakra's global CSS goes into every page's head (the browser build leaves it out of the
          // system: vite-static-theme-css.ts); the prerendered pages are made from this index.html.
          const globals = (await themeGlobalStyles()).match(EMOTION_STYLE) ?? [];
          if (!globals.some((tag) => tag.length > 10_000)) throw new Error('prerender: Chakra rendered no token CSS to put in index.html');
          const index = (await readFile(path.join(outDir, 'index.html'), 'utf8')).replace('</head>', `    ${globals.join('')}\n  </head>`);
          await writeFile(path.join(outDir, 'index.html'), index);
          await precompressFile(path.join(outDir, 'index.html'));
          const app = withoutScripts(index);
          for (const [page, { file, screen }] of Object.entries(PRERENDERED_PAGES)) {
            // Emotion writes each rule's style tag beside its element; in the head they are read before
            // the body, so the page is laid out once, whole, instead of growing (and shifting) as it parses.
            const rendered = await prerender(page);
            const styles = (rendered.match(EMOTION_STYLE) ?? []).filter((tag) => !GLOBAL_STYLE.test(tag));
            const html = rendered.replace(EMOTION_STYLE, '');
            const screenChunk = [...chunks].find(([, info]) => info.facade === path.join(root, screen))?.[0];
            const screenChunks = screenChunk ? chunkClosure(chunks, screenChunk).map((name) => `/${name}`) : [];
            const modules = [...new Set([...app.preloads, ...screenChunks])].filter((href) => href !== app.entry);
            const start = `<script async src="/${loader}" data-entry="${app.entry}" data-preload="${modules.join(' ')}"></script>`;
            const filled = app.head
              .replace('</head>', `    ${styles.join('')}\n  </head>`)
              .replace('<div id="root"></div>', `<div id="root">${html}</div>`)
              .replace('</body>', `  ${start}\n  </body>`);
            if (filled === app.head || !filled.includes(html)) throw new Error(`prerender: index.html has no empty #root to fill for ${page}`);
            const target = path.join(outDir, file);
            await writeFile(target, filled);
            await precompressFile(target);
          }
        } finally {
          await rm(serverOut, { recursive: true, force: true });
        }
      },
    },
  };
}
