/**
 * Serves the built SPA from STATIC_DIR: files as they are (long-cached under /assets/, whose names
 * carry a content hash), and index.html for any other page path so the client router takes over.
 * Each file goes out as the brotli or gzip copy the build made beside it when the browser accepts
 * that encoding (scripts/vite-precompress.ts), as itself otherwise.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The pages the build prerenders, by path (kept in step with scripts/vite-prerender.ts by a unit test). */
export const PRERENDERED_FILES: Record<string, string> = { '/login': 'login.html', '/forgot-password': 'forgot-password.html' };

const FILE_LIKE = /\.(?:js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|otf|txt|json|webmanifest|xml|wasm)$/i;

declare module 'fastify' {
  interface FastifyInstance {
    /** The SPA's answer for a path no route matched, or false when it is not a page path. */
    serveSpa: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | false;
    /** The HTML the build prerendered for a page path, read once at start; null when there is none. */
    prerenderedPage: (pagePath: string) => string | null;
  }
}

export default fp(
  async (app) => {
    const root = app.config.staticDir;
    const enabled = existsSync(path.join(root, 'index.html'));
    if (enabled) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        cacheControl: false,
        preCompressed: true,
        setHeaders(reply, filePath) {
          const relative = path.relative(root, filePath);
          reply.header(
            'cache-control',
            relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } else {
      app.log.info({ root }, 'no built client found; serving the API only');
    }
    const prerendered = new Map(
      Object.entries(PRERENDERED_FILES).filter(([, file]) => enabled && existsSync(path.join(root, file))),
    );
    const pages = new Map([...prerendered].map(([url, file]) => [url, readFileSync(path.join(root, file), 'utf8')]));
    app.decorate('prerenderedPage', (pagePath: string) => pages.get(pagePath) ?? null);
    app.decorate('serveSpa', (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !url.startsWith('/api/') &&
        url !== '/api' &&
        !url.startsWith('/assets/') &&
        !url.startsWith('/socket.io/') &&
        !FILE_LIKE.test(url);
      if (!isPage) return false;
      if (!enabled) {
        return reply.code(404).send({ status: 404, messages: 'The web client is not built yet: run npm run build (npm start does it for you)' });
      }
      // The sign-in pages the build prerendered (scripts/vite-prerender.ts) paint before their JavaScript runs.
      const page = prerendered.get(url) ?? 'index.html';
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(page);
    });
  },
  { name: 'spa', dependencies: ['config'] },
);
