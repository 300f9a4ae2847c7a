import { useId, useState } from 'react';
import { staffText } from '@ticino/shared';
import { ApiError } from '../../../lib/api-client';
import { alertDialog } from '../../../ui/dialogs';
import { setTonightPause } from './api/reservations-api';
import { useTonightPause } from './hooks/useReservations';

/**
 * « Complet ce soir » (docs/product.md#reservations-tab): pauses online booking for tonight's service, or lifts the
 * pause; phone bookings and walk-ins entered here still go through.
 */
export function TonightPauseSwitch() {
  const statusId = useId();
  const { pause, failed, show } = useTonightPause();
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (!pause || busy) return;
    setBusy(true);
    try {
      show(await setTonightPause(!pause.paused));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        await alertDialog({
          title: 'Erreur lors de la mise à jour',
          text: error instanceof ApiError ? error.message : undefined,
          tone: 'error',
        });
      }
    } finally {
      setBusy(false);
    }
  };

  if (failed) {
    return (
      <p className="admin-resa-pause admin-resa-pause--unknown" role="status">
        État de « Complet ce soir » indisponible : rechargez la page.
      </p>
    );
  }
  const paused = pause?.paused === true;
  return (
    <div className={`admin-resa-pause${paused ? ' admin-resa-pause--on' : ''}`}>
      <button
        type="button"
        role="switch"
        className="admin-resa-pause__switch"
        aria-checked={paused}
        aria-describedby={statusId}
        aria-disabled={!pause || busy}
        onClick={() => void toggle()}
      >
        <span className="admin-resa-pause__track" aria-hidden="true">
          <span className="admin-resa-pause__thumb" />
        </span>
        Complet ce soir
      </button>
      <p id={statusId} className="admin-resa-pause__status" role="status">
        {!pause
          ? 'Chargement…'
          : paused
            ? `${staffText('reservationPause.paused')} Les réservations par téléphone et les clients sur place restent possibles.`
            : staffText('reservationPause.resumed')}
      </p>
    </div>
  );
}
