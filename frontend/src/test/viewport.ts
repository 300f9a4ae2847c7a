import { act } from '@testing-library/react';
import { vi } from 'vitest';

const WIDTH_QUERY = /^\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)$/;

function matchesWidth(query: string, width: number): boolean {
  const parts = WIDTH_QUERY.exec(query.trim());
  if (!parts) return false;
  const limit = Number(parts[2]);
  return parts[1] === 'min' ? width >= limit : width <= limit;
}

class WidthMediaQueryList extends EventTarget implements MediaQueryList {
  onchange: ((this: MediaQueryList, event: MediaQueryListEvent) => void) | null = null;

  constructor(
    readonly media: string,
    private readonly currentWidth: () => number,
  ) {
    super();
  }

  get matches(): boolean {
    return matchesWidth(this.media, this.currentWidth());
  }

  addListener(listener: (event: MediaQueryListEvent) => void): void {
    this.addEventListener('change', listener as EventListener);
  }

  removeListener(listener: (event: MediaQueryListEvent) => void): void {
    this.removeEventListener('change', listener as EventListener);
  }
}

/**
 * Makes width media queries answer as in a window `width` px wide (jsdom's never match), for the
 * layout's hooks and Swiper's breakpoints alike. `resize` then behaves like the visitor resizing the
 * window. Undone by `vi.restoreAllMocks()`.
 */
export function emulateWindowWidth(width: number) {
  let currentWidth = width;
  const lists: WidthMediaQueryList[] = [];
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = new WidthMediaQueryList(query, () => currentWidth);
    lists.push(list);
    return list;
  });
  return {
    resize(nextWidth: number) {
      const before = lists.map((list) => list.matches);
      currentWidth = nextWidth;
      act(() => {
        lists.forEach((list, index) => {
          if (list.matches !== before[index]) list.dispatchEvent(new Event('change'));
        });
        window.dispatchEvent(new Event('resize'));
      });
    },
  };
}
