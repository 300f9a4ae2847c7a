import { useEffect, type RefObject } from 'react';

/** While `active`, a click anywhere outside `ref` calls `onOutside`: how the open menus and panels close. */
export function useOutsideClick(ref: RefObject<HTMLElement>, active: boolean, onOutside: () => void) {
  useEffect(() => {
    if (!active) return;
    const handleClick = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) onOutside();
    };
    document.addEventListener('click', handleClick);
    return () => document.removeEventListener('click', handleClick);
  }, [ref, active, onOutside]);
}
