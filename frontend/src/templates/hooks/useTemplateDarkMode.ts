import { useStoredFlag } from '../../hooks/useStoredFlag';

/** The template's own key: its theme never changes the restaurant's `darkMode`. */
export const TEMPLATE_DARK_MODE_KEY = 'templateDarkMode';

export function useTemplateDarkMode(): [boolean, () => void] {
  return useStoredFlag(TEMPLATE_DARK_MODE_KEY);
}
