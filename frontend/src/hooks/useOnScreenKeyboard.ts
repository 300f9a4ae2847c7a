import { useEffect, useState } from 'react';

/** Less than this taken off the window's height is a browser bar folding away, not a keyboard. */
const KEYBOARD_MIN_HEIGHT = 150;

/**
 * Whether a phone's on-screen keyboard covers part of the window, from the visual viewport: today's phone browsers
 * shrink it, not the window, when the keyboard opens; a pinch zoom only scales it. False where the browser has no
 * visual viewport, on the server and in the first render.
 */
export function useOnScreenKeyboard(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return undefined;
    const update = () => setOpen(window.innerHeight - viewport.height * viewport.scale > KEYBOARD_MIN_HEIGHT);
    update();
    viewport.addEventListener('resize', update);
    return () => viewport.removeEventListener('resize', update);
  }, []);
  return open;
}
