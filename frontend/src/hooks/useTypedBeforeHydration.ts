import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** What the visitor typed, by the control's `name`. */
export type TypedValues = Readonly<Record<string, string>>;

/** A layout effect in the browser; on the server, which renders the fields, a no-op that never warns. */
const useOnHydration = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Text typed into a server-rendered page before the app took it over. React hydrates a controlled field without
 * touching what it shows, but its state still holds the server's value, and the next render would put that back:
 * the name typed into the contact form would vanish on the first blur. So, as the hydration is committed, every named
 * field of `container` that no longer shows what the server rendered (its `defaultValue`) is handed to `keep`, which
 * puts it into the state. In a page the browser rendered itself, nothing differs and `keep` is not called.
 *
 * A layout effect, not a passive one: what `keep` sets is then drawn before the browser hands the page any other
 * event. A passive effect's update waits for a later task, and a blur or a keystroke meanwhile renders the fields with
 * the server's empty values, which wipes what they show (and a handler that builds on that render's state loses it).
 */
export function useTypedBeforeHydration(
  container: RefObject<HTMLElement | null>,
  keep: (typed: TypedValues) => void,
): void {
  // What was typed before is only there when the app takes the page over: the effect runs once, with that render's
  // `keep`.
  const keepOnMount = useRef(keep);

  useOnHydration(() => {
    const typed: Record<string, string> = {};
    const fields = container.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[name], textarea[name]',
    );
    for (const field of fields ?? []) {
      if (field.value !== field.defaultValue) typed[field.name] = field.value;
    }
    if (Object.keys(typed).length > 0) keepOnMount.current(typed);
  }, [container]);
}
