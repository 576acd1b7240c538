/**
 * The browser entry point: mounts the app into index.html's #root, or hydrates it where the build
 * prerendered the page (the public sign-in screens, scripts/vite-prerender.ts).
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
import { portalSystem } from '../ui/theme';
import { noteTogglesBeforeHydration } from '../ui/use-hydrated';
import { AppRoot } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const mountOn = root;

function mount() {
  if (mountOn.hasChildNodes()) {
    noteTogglesBeforeHydration(mountOn);
    // A mismatch is recovered from by rendering afresh; say so, since it costs the prerender's head start.
    hydrateRoot(mountOn, <AppRoot />, { onRecoverableError: (error) => console.error('Hydration of the prerendered page failed; rendered afresh:', error) });
  } else {
    createRoot(mountOn).render(<AppRoot />);
  }
}

// Three tasks rather than one: evaluating the scripts, building the Chakra system, and React's first
// render (which `mount` schedules). On a phone each stays near or under 50 ms, so input is answered
// between them (issue 15: Total Blocking Time).
setTimeout(() => {
  portalSystem();
  mount();
}, 0);
