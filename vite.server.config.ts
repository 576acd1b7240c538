// Builds the server (server/main.ts and what it imports from server/ and src/domain) into
// dist-server/main.js for Node, packages left external, so `npm start` runs plain JavaScript
// (scripts/start.mjs builds it when it is missing or stale, as it does the SPA).
import { cp } from 'node:fs/promises';
import { defineConfig, type Plugin } from 'vite';

/** The SQL migrations are read at run time from beside the bundle (server/db/client.ts). */
function copyMigrations(): Plugin {
  return {
    name: 'portal:copy-migrations',
    apply: 'build',
    closeBundle: () => cp('server/db/migrations', 'dist-server/migrations', { recursive: true }),
  };
}

export default defineConfig({
  plugins: [copyMigrations()],
  publicDir: false,
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    // One file for the whole server; its size is no concern for Node.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
});
