/**
 * The browser entry point: mounts the app into index.html's #root, or hydrates it where the build
 * prerendered the page (the public sign-in screens, scripts/vite-prerender.ts).
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
import { noteTogglesBeforeHydration } from '../ui/use-hydrated';
import { AppRoot } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

if (root.hasChildNodes()) {
  noteTogglesBeforeHydration(root);
  // A mismatch is recovered from by rendering afresh; say so, since it costs the prerender's head start.
  hydrateRoot(root, <AppRoot />, { onRecoverableError: (error) => console.error('Hydration of the prerendered page failed; rendered afresh:', error) });
} else {
  createRoot(root).render(<AppRoot />);
}
