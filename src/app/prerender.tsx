/**
 * The build's server-side entry (scripts/vite-prerender.ts): the HTML of a public page from the same
 * components the browser hydrates, every lazy screen resolved. Nothing here runs in the browser.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactNode } from 'react';
import { Provider } from '../ui/Provider';
import { AppRoot } from './App';

export function prerender(path: string): Promise<string> {
  return html(<AppRoot ssrPath={path} />);
}

/**
 * The style tags of Chakra's global CSS (layer order, reset, global styles, token variables) as
 * emotion renders them: written into index.html, since the browser build does not compute them
 * (scripts/vite-static-theme-css.ts).
 */
export function themeGlobalStyles(): Promise<string> {
  return html(<Provider>{null}</Provider>);
}

async function html(root: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(root);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
