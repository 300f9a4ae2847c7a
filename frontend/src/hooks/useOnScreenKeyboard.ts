import { useEffect, useState } from 'react';

/** Less than this taken off the window's height is a browser bar folding away, not a keyboard. */
const KEYBOARD_MIN_HEIGHT = 150;

/**
 * Whether a phone's on-screen keyboard covers part of the window, from the visual viewport: it shrinks when the
 * keyboard opens (whether or not the browser also shrinks the page), unlike a pinch zoom, which only scales it.
 * Compared with the tallest window seen at this width, so turning the phone starts afresh. False where the browser
 * has no visual viewport, on the server and in the first render.
 */
export function useOnScreenKeyboard(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return undefined;
    let width = window.innerWidth;
    let tallest = window.innerHeight;
    const update = () => {
      if (window.innerWidth !== width) {
        width = window.innerWidth;
        tallest = window.innerHeight;
      }
      tallest = Math.max(tallest, window.innerHeight);
      setOpen(tallest - viewport.height * viewport.scale > KEYBOARD_MIN_HEIGHT);
    };
    update();
    viewport.addEventListener('resize', update);
    return () => viewport.removeEventListener('resize', update);
  }, []);
  return open;
}
