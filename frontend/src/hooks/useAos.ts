import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import AOS from 'aos';
import { prefersReducedMotion } from './motion';

/** docs/product.md#motion scroll-animation defaults; sections ask for fade-up over 1000 ms themselves. */
const AOS_OPTIONS = { offset: 120, duration: 400, once: true, disable: prefersReducedMotion } as const;

/** Starts the scroll animations once and picks up the new page's elements after each navigation. */
export function useAos(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    AOS.init(AOS_OPTIONS);
    // AOS measures where each section starts once; a page whose content grows or shrinks afterwards (a category of the
    // menu picked, on a page that arrived complete from the server) would leave the sections below waiting for a
    // scroll position that no longer exists.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => AOS.refresh());
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    AOS.refreshHard();
  }, [pathname]);
}

/** Attributes of a section that fades up as it enters the viewport. */
export const FADE_UP = { 'data-aos': 'fade-up', 'data-aos-duration': '1000' } as const;
