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
 * Resolves once the browser has painted the page as the server sent it (a frame, then a task), or after a short
 * while in a tab that draws no frames. The app's code (React, the router, the page's chunk: about 100 kB) is asked for
 * only then: on a slow link it would otherwise share the bandwidth with the fonts and the first image, and delay the
 * page's largest paint (docs/architecture.md#server-rendered-pages).
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 500);
  });
}

void afterFirstPaint()
  .then(() => import('./app/boot'))
  .then(({ boot }) => boot(root));
