import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DishSearch } from './DishSearch';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The search as /la-carte places it: under the router, which gives the page's language. */
const search = (onChange: (query: string) => void) => (
  <MemoryRouter initialEntries={['/la-carte']}>
    <DishSearch query="" onChange={onChange} found={undefined} />
  </MemoryRouter>
);

function hydrateWithTyped(typed: string | undefined, onChange: (query: string) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(search(() => {}));
  document.body.append(container);
  if (typed !== undefined) screen.getByRole<HTMLInputElement>('searchbox').value = typed;
  act(() => {
    root = hydrateRoot(container, search(onChange));
  });
}

describe('DishSearch on a server-rendered /la-carte', () => {
  it('searches for what was typed before the app took over', () => {
    const onChange = vi.fn();
    hydrateWithTyped('fondue', onChange);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('fondue');
  });

  it('starts no search when nothing was typed', () => {
    const onChange = vi.fn();
    hydrateWithTyped(undefined, onChange);
    expect(onChange).not.toHaveBeenCalled();
  });
});
