import { render } from '@testing-library/react';
import { App } from '../app/App';

/** Renders the whole app (routes, SWR cache) at a path, with a fresh SWR cache per test. */
export function renderApp(path: string) {
  return render(<App initialPath={path} swrCache={new Map()} />);
}
