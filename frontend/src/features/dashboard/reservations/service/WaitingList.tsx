import { WAITLIST_STATUS_LABELS, type ServiceWaiting } from '@ticino/shared';
import { ApiError } from '../../../../lib/api-client';
import { alertDialog } from '../../../../ui/dialogs';
import { seatWaitingParty } from '../api/reservations-api';
import { askBeyondCapacity } from '../staff-questions';

/**
 * Seats a waiting party: a booking at its time on the best free tables; past the covers limits only once staff
 * confirm it. Says what was done, or null when nothing was (staff went back, or it was refused).
 */
async function seat(party: ServiceWaiting, overCapacity = false): Promise<string | null> {
  try {
    await seatWaitingParty(party.id, { overCapacity });
    return `${party.name} : réservé à ${party.time}, ${party.partySize} pers.`;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 409 && error.refusal.code === 'reservation.full' && !overCapacity) {
      return (await askBeyondCapacity(error.message, 'Installer')) ? seat(party, true) : null;
    }
    if (error.status !== 401)
      await alertDialog({ title: 'Installation impossible', text: error.message, tone: 'error' });
    return null;
  }
}

interface WaitingListProps {
  waiting: readonly ServiceWaiting[];
  /** Runs a change, then reads the service again. */
  onChange: (work: () => Promise<string | null>) => void;
}

/**
 * « Liste d'attente » (docs/product.md#waiting-list): the parties waiting for a full time of the service, by time then
 * arrival, each with its status (« Table proposée » while its offer runs) and « Installer », which books it.
 */
export function WaitingList({ waiting, onChange }: WaitingListProps) {
  if (waiting.length === 0) return null;
  return (
    <section className="service-waiting" aria-labelledby="service-waiting-title">
      <h3 id="service-waiting-title" className="service-waiting__title">
        Liste d’attente ({waiting.length})
      </h3>
      <ul className="service-waiting__list">
        {waiting.map((party) => (
          <li key={party.id} className="service-waiting__party">
            <span>
              {party.time} · {party.name} · {party.partySize} pers. · {WAITLIST_STATUS_LABELS[party.status]}
            </span>
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Installer ${party.name}, ${party.partySize} pers. à ${party.time}`}
              onClick={() => onChange(() => seat(party))}
            >
              Installer
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
