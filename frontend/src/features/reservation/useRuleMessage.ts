import { BOOKING_RULE_MESSAGES, translatedRuleMessage } from '@ticino/shared';
import { useLocale, useT } from '../../hooks/useLocale';

/** A message as the page shows it: in its language, or as the server wrote it, marked French. */
export interface ShownMessage {
  text: string;
  lang?: 'fr';
}

/**
 * The booking rules' messages, which the server writes in French, in the page's language (docs/product.md#languages):
 * each known sentence translated with its number; one the page does not know is shown as written, marked French.
 */
export function useRuleMessage(): (message: string) => ShownMessage {
  const locale = useLocale();
  const rules = useT().booking.rules;
  return (message) => {
    if (locale === 'fr') return { text: message };
    const text = translatedRuleMessage(message, BOOKING_RULE_MESSAGES, rules);
    return text === null ? { text: message, lang: 'fr' } : { text };
  };
}
