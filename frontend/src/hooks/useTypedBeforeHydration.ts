import { useEffect, useRef, type RefObject } from 'react';

/** What the visitor typed, by the control's `name`. */
export type TypedValues = Readonly<Record<string, string>>;

/**
 * Text typed into a server-rendered page before the app took it over. React hydrates a controlled field without
 * touching what it shows, but its state still holds the server's value, and the next render would put that back:
 * the name typed into the contact form would vanish on the first blur. So, once mounted, every named field of
 * `container` that no longer shows what the server rendered (its `defaultValue`) is handed to `keep`, which puts
 * it into the state. In a page the browser rendered itself, nothing differs and `keep` is not called.
 */
export function useTypedBeforeHydration(
  container: RefObject<HTMLElement | null>,
  keep: (typed: TypedValues) => void,
): void {
  // What was typed before is only there when the app takes the page over: the effect runs once, with that render's
  // `keep`.
  const keepOnMount = useRef(keep);

  useEffect(() => {
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
