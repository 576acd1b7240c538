/**
 * Chakra's global CSS (the reset, the global styles and about 49 KB of token variables) written into
 * index.html at build time instead of computed in every browser at start-up (ADR 0245).
 *
 * `createSystem` computes that CSS eagerly (`system._global`) and `ChakraProvider` hands it to an
 * emotion `<Global>`, which serializes, hashes and inserts it on the first render: 80–120 ms of main-thread
 * time on a phone (4× CPU) inside the one long task that every page starts with. In the browser build
 * this plugin turns the eager computation into an empty list, and the prerender plugin
 * (vite-prerender.ts) puts the same style tags, rendered by emotion on the server from the same
 * system, into the head of index.html and of every prerendered page. The dev server and the tests
 * keep Chakra as it is (the plugin applies to the client build only).
 */
import type { Plugin } from 'vite';

/** Chakra's system module, and the statement in it that builds the global CSS. */
const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

export function staticThemeCss(): Plugin {
  let ssr = false;
  return {
    name: 'portal:static-theme-css',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    transform(code, id) {
      if (ssr || !SYSTEM_MODULE.test(id)) return null;
      // A Chakra upgrade that rewrites this line must not silently bring the runtime cost back, nor
      // drop the CSS: the build stops here and the plugin is revisited.
      if (!code.includes(EAGER_GLOBAL)) throw new Error(`static-theme-css: ${id} no longer has "${EAGER_GLOBAL}"`);
      return { code: code.replace(EAGER_GLOBAL, 'const _global = []; /* in index.html: scripts/vite-static-theme-css.ts */'), map: null };
    },
  };
}
