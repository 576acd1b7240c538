/**
 * Compresses answers made at run time (API JSON, CSV exports) by content negotiation: brotli or gzip
 * above 1 KB. The built SPA's files are compressed once at build time and sent as they are by the
 * static plugin (server/plugins/spa.ts); @fastify/compress leaves an answer that already carries a
 * Content-Encoding alone. Registered before that plugin, as @fastify/compress requires.
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Below this, compression saves less than it costs (the plugin's default, said once here). */
export const COMPRESS_THRESHOLD = 1024;

export default fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESS_THRESHOLD,
      // zstd is left out: browsers that send it also take brotli, and Node 20 cannot make it.
      encodings: ['br', 'gzip'],
      // Brotli's default quality (11) is for build time; per request, quality 4 compresses about as
      // well as gzip 6 at a fraction of the CPU.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      // Request bodies are small JSON or multipart uploads that no client compresses: accepting
      // compressed bodies would only open a way around the body limits.
      globalDecompression: false,
      // Answers held in memory up to 64 KB (nearly every JSON answer) are compressed in one call and
      // keep an exact Content-Length; the plugin's default assumes idle cores to stream onto, which a
      // small shared server does not have. Streams (exports, downloads) are always compressed as streams.
      syncThreshold: 65_536,
    });
  },
  { name: 'compress' },
);
