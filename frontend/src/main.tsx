import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource/cormorant-garamond/700.css';
import './styles/tokens.css';
import './styles/base.css';
import './ui/ui.css';
// The shell's own stylesheets, in the order its modules import them: named here so they stay in the entry's one
// stylesheet, which a server-rendered page carries inline, while the shell's code loads after the first paint.
import './features/restaurant/opening-hours.css';
import './styles/fade-up.css';
import './app/layout/layout.css';
import './app/restaurant-styles';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Resolves once the browser has shown the page as the server sent it: its first contentful paint, as the paint timing
 * reports it once the frame is on screen, then a task. The app's code (React, the router, the page's chunk: about
 * 100 kB, and the hydration) is asked for only then: on a slow link it would otherwise share the bandwidth with the
 * fonts and the first image, and on a slow phone its work would come before the page shows (an animation frame, which
 * this waited for before, runs long before the frame is shown when drawing the first frame is slow). A page the browser
 * renders itself (nothing server-rendered in `root`), a hidden tab, or a browser without paint timing starts at once;
 * at most 3 s otherwise (docs/architecture.md#server-rendered-pages).
 */
function afterFirstContentfulPaint(root: HTMLElement): Promise<void> {
  const paintTimed =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
  if (!root.firstElementChild || document.visibilityState === 'hidden' || !paintTimed) return Promise.resolve();
  return new Promise((resolve) => {
    function start(): void {
      observer.disconnect();
      clearTimeout(deadline);
      setTimeout(resolve, 0);
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) start();
    });
    const deadline = setTimeout(start, 3000);
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves in a task of its own: the browser may draw a frame or answer a tap between two pieces of the start. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// Reading the libraries, reading the app's code and starting it are three tasks rather than one long one (a phone's
// tap would wait for all of it). The app's file is asked for once the libraries' has arrived.
void afterFirstContentfulPaint(root)
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./app/boot'))
  .then(async ({ boot }) => {
    await nextTask();
    await boot(root);
  });
