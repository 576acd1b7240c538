/**
 * Where a confirmed session enters the signed-in app (ADR 0268). On `/` the dashboard's first screen
 * (the frame and the greeting, a small chunk fetched while the session was checked) is painted from
 * the user the session already holds, and only then are the shell's and the dashboard's chunks
 * fetched: fetched earlier, they compete with the session check for the connection and the greeting
 * waits for all of them. The shell replaces the first screen in a transition, once it can render
 * with the dashboard, so the greeting stays on screen throughout. Other paths render the shell at
 * once (its chunk was started while the session was checked).
 */
import { startTransition, useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { lazyScreen } from '../ui/lazy-screen';
import FirstScreen, { loadDashboardScreen } from '../features/dashboard/FirstScreen';
import { useSession } from './session';
import { loadSignedInApp } from './signed-in-chunks';

const SignedInApp = lazyScreen(loadSignedInApp);

export default function SignedInStart() {
  const { user } = useSession();
  const [path] = useLocation();
  const [started, setStarted] = useState(path !== '/');
  const start = useCallback(() => {
    const show = () => startTransition(() => setStarted(true));
    // A failed chunk is rendered anyway: the lazy screen raises it to the error boundary.
    Promise.all([loadSignedInApp(), loadDashboardScreen()]).then(show, show);
  }, []);
  if (!started && path === '/') return <FirstScreen name={user?.name ?? ''} onPainted={start} />;
  return <SignedInApp />;
}
