import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage';

/** The template's own key: its theme never changes the restaurant's `darkMode`. */
export const TEMPLATE_DARK_MODE_KEY = 'templateDarkMode';

export function useTemplateDarkMode(): [boolean, () => void] {
  const [dark, setDark] = useState(() => readStorage(TEMPLATE_DARK_MODE_KEY) === 'true');
  const toggle = useCallback(() => {
    writeStorage(TEMPLATE_DARK_MODE_KEY, String(!dark));
    setDark(!dark);
  }, [dark]);
  return [dark, toggle];
}
