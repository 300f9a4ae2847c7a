import { useState } from 'react';
import { francs, paymentReferenceText, swissDate, type GuestReservationView } from '@ticino/shared';
import { useDictionary } from '../../../hooks/useLocale';
import { Spinner } from '../../../ui/Spinner';

interface DepositDueProps {
  booking: GuestReservationView;
  /** Fetches the QR-bill and saves it; absent without JavaScript (the slip comes with the booking's e-mail). */
  download?: () => Promise<void>;
}

/**
 * What a booking awaiting its deposit asks of the guest (docs/product.md#deposits), in the language they booked in:
 * « Acompte : CHF 150.00 à payer d’ici au 28.12.2026 (référence …) », and with the app the QR-bill to download. Nothing
 * for any other booking.
 */
export function DepositDue({ booking, download }: DepositDueProps) {
  const t = useDictionary(booking.language).evening;
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const { deposit } = booking;
  if (booking.status !== 'awaiting_payment' || !deposit) return null;

  async function save(fetchSlip: () => Promise<void>) {
    setState('busy');
    try {
      await fetchSlip();
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="booking-manage__deposit">
      <p className="booking-manage__deposit-due">
        {t.depositDue(
          francs(Math.round(deposit.amount * 100)),
          swissDate(deposit.deadline),
          paymentReferenceText(deposit.reference),
        )}
      </p>
      {download ? (
        <button
          className="button button--primary"
          type="button"
          aria-disabled={state === 'busy'}
          onClick={() => state !== 'busy' && void save(download)}
        >
          {state === 'busy' && <Spinner label={t.downloadingSlip} size="sm" />}
          {t.downloadSlip}
        </button>
      ) : (
        <p className="field__hint">{t.depositHint}</p>
      )}
      {state === 'failed' && <p role="alert">{t.slipFailed}</p>}
    </div>
  );
}
