import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * A state that goes back to `initial` whenever `resetKey` changes (a menu that closes on navigation). The reset
 * happens during the render that sees the new key, as React recommends for state that follows a prop, so no effect
 * and no committed render show the stale value.
 */
export function useStateResetOn<T>(initial: T, resetKey: string): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState({ key: resetKey, value: initial });
  if (state.key !== resetKey) setState({ key: resetKey, value: initial });
  const setValue = useCallback(
    (next: SetStateAction<T>) =>
      setState((current) => ({
        key: current.key,
        value: typeof next === 'function' ? (next as (previous: T) => T)(current.value) : next,
      })),
    [],
  );
  return [state.key === resetKey ? state.value : initial, setValue];
}
