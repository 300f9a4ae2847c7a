import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import type { MenuItem, MenuItemValues } from '@ticino/shared';

/** A save the server refused because the session had ended: what was being edited, and what was typed. */
export interface UnsavedEdit {
  item: MenuItem | null;
  values: MenuItemValues;
}

interface UnsavedEditStore {
  keep(edit: UnsavedEdit): void;
  /** The kept edit, handed over once. */
  take(): UnsavedEdit | null;
}

const UnsavedEditContext = createContext<UnsavedEditStore | null>(null);

/**
 * Holds an edit across a forced re-login: the admin screen stays mounted while its dashboard gives way to the
 * login form, so a staff member whose session expired mid-save finds the form as they left it.
 */
export function UnsavedEditProvider({ children }: { children: ReactNode }) {
  const kept = useRef<UnsavedEdit | null>(null);
  const store = useMemo<UnsavedEditStore>(
    () => ({
      keep(edit) {
        kept.current = edit;
      },
      take() {
        const edit = kept.current;
        kept.current = null;
        return edit;
      },
    }),
    [],
  );
  return <UnsavedEditContext.Provider value={store}>{children}</UnsavedEditContext.Provider>;
}

export function useUnsavedEdit(): UnsavedEditStore {
  const store = useContext(UnsavedEditContext);
  if (!store) throw new Error('useUnsavedEdit needs an UnsavedEditProvider');
  return store;
}
