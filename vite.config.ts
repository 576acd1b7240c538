// Builds the SPA into dist/ (the public sign-in pages prerendered; brotli and gzip copies of each text asset); in dev, proxies the API and the socket to the Fastify server.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './scripts/vite-precompress';
import { prerenderPublicPages } from './scripts/vite-prerender';
import { staticThemeCss } from './scripts/vite-static-theme-css';

/** Chakra's theme definers: identity functions, so an unused result can be dropped. */
const CHAKRA_DEFINERS = [
  'defineConfig',
  'defineRecipe',
  'defineSlotRecipe',
  'defineStyle',
  'defineTokens',
  'defineSemanticTokens',
  'defineTextStyles',
  'defineLayerStyles',
  'defineKeyframes',
  'defineGlobalStyles',
  'defineAnimationStyles',
  'createAnatomy',
];

/** The chunks the signed-in start imports after its first paint (src/app/SignedInStart.tsx). */
const LATE_CHUNKS = /^assets\/(SignedInApp|DashboardScreen)-[\w-]+\.js$/;

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [react(), staticThemeCss(), prerenderPublicPages(), precompressAssets()],
  build: {
    outDir: 'dist',
    rolldownOptions: {
      // Chakra's theme module builds its default config from every recipe with plain calls the
      // bundler must keep unless told they are pure; with this, only the recipes the portal imports
      // (src/ui/theme.ts, shell-theme.ts) reach the bundle, and /login stays in its budget.
      treeshake: {
        manualPureFunctions: CHAKRA_DEFINERS,
        // hoist-non-react-statics (and react-is under it) is imported by @emotion/react for
        // `withTheme` only, which the portal does not use; as CommonJS it is kept unless told so.
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false }],
      },
      output: {
        // Everything the entry imports statically is in one chunk, not split into common chunks by
        // which lazy screens share it: every page loads all of it anyway, and one chunk compresses
        // better than ten (/login: -3 KB gzip, ADR 0220). Only the initial modules themselves
        // (`includeDependenciesRecursively: false`): with their dependencies, the whole of
        // '@chakra-ui/react/theme' would join the entry.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'], includeDependenciesRecursively: false }] },
      },
    },
    // The shell's and the dashboard's chunks are imported after the first screen has painted; Vite's
    // preload helper would add a <link rel=modulepreload> for each of their ~30 dependencies in that
    // one task (about 150 ms on a phone, appending the links). Without, the browser fetches the same
    // modules as it reads the chunk's imports, in tasks of their own (ADR 0289).
    modulePreload: { resolveDependencies: (filename, deps) => (LATE_CHUNKS.test(filename) ? [] : deps) },
    sourcemap: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/socket.io': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
});
