import { renderRoutes } from '../test/render';
import { templateRoutes } from './routes';

/**
 * Renders the template routes alone in memory, with a stand-in for the restaurant home at "/" so tests can see
 * where the demos navigate without loading the restaurant's pages (and their API calls).
 */
export function renderTemplate(path: string) {
  return renderRoutes([...templateRoutes, { path: '/', element: <h1>Restaurant home</h1> }], path);
}
