import { render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { App } from '../app/App';

/** Renders the whole app (routes, SWR cache) at a path, with a fresh SWR cache per test. */
export function renderApp(path: string) {
  return render(<App initialPath={path} swrCache={new Map()} />);
}

/** Waits until a lazily loaded page has arrived (its loading indicator is gone). */
export async function pageLoaded(): Promise<void> {
  await waitFor(() => expect(document.querySelector('.route-loading')).toBeNull());
}
