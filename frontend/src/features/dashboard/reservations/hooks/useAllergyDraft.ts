import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { messageOf, type AllergenKey } from '@ticino/shared';
import { useMessages } from '../../../../hooks/useMessages';
import type { StaffAllergies } from '../api/reservations-api';

/** Whether the allergies may not be sent yet: some are ticked, and the guest's consent is not. */
const consentMissing = ({ allergens, consent }: StaffAllergies) => allergens.length > 0 && !consent;

/**
 * The allergies a staff form holds (docs/product.md#allergies), from the booking's own, and its check before
 * anything is sent: health data goes to the server only with the guest's consent.
 */
export function useAllergyDraft(initial: readonly AllergenKey[] = []) {
  const [allergies, setAllergies] = useState<StaffAllergies>(() => ({ allergens: [...initial], consent: false }));
  const consentRef = useRef<HTMLInputElement>(null);
  const { word } = useMessages();

  /**
   * True when the consent is missing: the refusal is shown through `show`, then the consent's box takes the focus,
   * so it is read with its message.
   */
  const refusedWithoutConsent = (show: (message: string) => void): boolean => {
    if (!consentMissing(allergies)) return false;
    flushSync(() => show(word(messageOf('reservation.allergyConsent'))));
    consentRef.current?.focus();
    return true;
  };

  return { allergies, setAllergies, consentRef, refusedWithoutConsent };
}
