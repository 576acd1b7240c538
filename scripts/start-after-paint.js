// The prerendered pages' start (scripts/vite-prerender.ts, ADR 0262): the page paints from its HTML
// first, and only then are the app's modules fetched and run, so the JavaScript never holds back the
// first paint (a phone would otherwise compile and run the entry before showing a form it already has).
// A hidden tab never paints, and a browser without paint timing cannot say when it did: both start at once.
(() => {
  const script = document.currentScript;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (script.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = script.dataset.entry;
    document.head.append(entry);
  };
  if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return start();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start, { once: true });
  // Should the paint never be reported, the app still starts.
  setTimeout(start, 2000);
})();
