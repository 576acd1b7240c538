/**
 * The build's server-side entry (scripts/vite-prerender.ts): the HTML of a public page from the same
 * components the browser hydrates, every lazy screen resolved. Nothing here runs in the browser.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { AppRoot } from './App';

export async function prerender(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<AppRoot ssrPath={path} />);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
