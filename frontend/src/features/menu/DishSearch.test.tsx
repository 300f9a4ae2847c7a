import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DishSearch } from './DishSearch';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function hydrateWithTyped(typed: string | undefined, onChange: (query: string) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<DishSearch query="" onChange={() => {}} found={undefined} />);
  document.body.append(container);
  if (typed !== undefined) screen.getByRole<HTMLInputElement>('searchbox').value = typed;
  act(() => {
    root = hydrateRoot(container, <DishSearch query="" onChange={onChange} found={undefined} />);
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
