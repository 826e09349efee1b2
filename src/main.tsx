// The entry of index.html. A prerendered page is already on screen (decision 0065): the app's
// modules (React, the router, the machines; src/boot.tsx) are evaluated only after the browser
// has painted it, so their evaluation never delays the first paint (decision 0068), and fetched
// only then too (decision 0090).
import './styles/global.css';
import { recordEarlyInput, type EarlyInput } from './lib/early-input';

const root = document.getElementById('root');
const prerendered = root?.firstElementChild != null;
// Presses and typing on the prerendered page before React owns it are handed to it after hydration.
const early: EarlyInput | undefined = prerendered && root ? recordEarlyInput(root) : undefined;
// The app's and the screen's chunks, named by the prerendered page: fetched only now, after its
// first paint, so they never hold it up (decision 0090). import() fetches what is not named.
// One link per task: each insertion costs the main thread a little, together a long task. The
// app's own chunk is named last and imported only then: while the browser compiles it, off the main
// thread, the main thread has nothing to do, so no task of its is drawn out on a busy CPU.
const start = () => {
  const named = document.querySelector<HTMLMetaElement>('meta[name="summit:preload"]')?.content.split(' ').filter(Boolean) ?? [];
  const next = () => {
    const href = named.shift();
    if (!href) {
      void import('./boot').then((app) => app.boot(early));
      return;
    }
    if (!document.querySelector(`link[href="${href}"]`)) {
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
    }
    setTimeout(next, 0);
  };
  next();
};

/**
 * Resolves once the browser reports the page's first contentful paint (its presentation, which
 * comes after the frame's own tasks), or after `fallbackMs` where it reports none (a tab opened in
 * the background paints only when shown).
 */
const afterFirstPaint = (fallbackMs: number) => new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, fallbackMs);
  const done = () => {
    clearTimeout(timer);
    resolve();
  };
  // Without paint entries: a frame, then a task.
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(done, 0));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    done();
  }).observe({ type: 'paint', buffered: true });
});

if (prerendered) void afterFirstPaint(1000).then(start);
else start();
