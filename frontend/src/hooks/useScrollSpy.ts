import { useCallback, useEffect, useRef, useState } from 'react';

/** How far below the landing place of a jumped-to section the reading line runs, so a section just landed counts. */
const LINE_BELOW_LANDING = 8;

function pixels(value: string): number {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

/**
 * Where a section lands when the page jumps to it: the page's scroll padding (a fixed top bar) plus the section's own
 * scroll margin (sticky bars above it). The section being read is the one crossing a line just below.
 */
function readingLine(section: Element): number {
  return (
    pixels(getComputedStyle(document.documentElement).scrollPaddingTop) +
    pixels(getComputedStyle(section).scrollMarginTop) +
    LINE_BELOW_LANDING
  );
}

export interface ScrollSpy {
  /** The id of the section being read; undefined until the reader reaches one. */
  current: string | undefined;
  /** Marks a section as current at once, before a jump to it ends (the sections passed on the way are not). */
  jumpedTo: (id: string) => void;
}

/**
 * Scroll-spy over the elements with these ids (in page order): the current one is the one crossing the reading line
 * under the sticky bars, watched with an IntersectionObserver on a thin band at that line, from the first scroll on
 * (or at once on a page already scrolled).
 * Between two sections the previous one stays current. Reads the page only in effects, so the server and the first
 * render agree.
 */
export function useScrollSpy(ids: readonly string[]): ScrollSpy {
  const [current, setCurrent] = useState<string | undefined>(undefined);
  // A jump in progress: the sections it scrolls past must not take the highlight on the way.
  const jumpTarget = useRef<string | undefined>(undefined);
  const idList = ids.join('\n');

  useEffect(() => {
    const sections = idList
      .split('\n')
      .map((id) => document.getElementById(id))
      .filter((section): section is HTMLElement => section !== null);
    if (sections.length === 0 || typeof IntersectionObserver !== 'function') return undefined;

    const crossing = new Set<string>();
    let observer: IntersectionObserver | undefined;
    const observe = () => {
      observer?.disconnect();
      crossing.clear();
      const line = readingLine(sections[0]);
      const below = Math.max(0, window.innerHeight - line - 2);
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) crossing.add(entry.target.id);
            else crossing.delete(entry.target.id);
          }
          const reading = sections.find((section) => crossing.has(section.id))?.id;
          if (reading === undefined) return;
          if (jumpTarget.current !== undefined) {
            if (reading !== jumpTarget.current) return;
            jumpTarget.current = undefined;
          }
          setCurrent(reading);
        },
        { rootMargin: `-${line}px 0px -${below}px 0px` },
      );
      sections.forEach((section) => observer?.observe(section));
    };
    // The reader taking over (a swipe, the wheel, a key) ends a jump early.
    const readerScrolls = () => {
      jumpTarget.current = undefined;
    };
    // Nothing to spy on before the reader scrolls: the page's first load does none of this work.
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      observe();
      window.addEventListener('resize', observe);
    };
    window.addEventListener('scroll', start, { passive: true, once: true });
    window.addEventListener('touchstart', readerScrolls, { passive: true });
    window.addEventListener('wheel', readerScrolls, { passive: true });
    window.addEventListener('keydown', readerScrolls);
    // A server-rendered page can be scrolled before its code arrives (main.tsx loads it after the first paint).
    if (window.scrollY > 0) start();
    return () => {
      observer?.disconnect();
      window.removeEventListener('scroll', start);
      window.removeEventListener('resize', observe);
      window.removeEventListener('touchstart', readerScrolls);
      window.removeEventListener('wheel', readerScrolls);
      window.removeEventListener('keydown', readerScrolls);
    };
  }, [idList]);

  const jumpedTo = useCallback((id: string) => {
    jumpTarget.current = id;
    setCurrent(id);
  }, []);

  return { current, jumpedTo };
}
