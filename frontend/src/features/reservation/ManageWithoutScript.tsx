import type { ReactNode } from 'react';
import { BOOKING_FORM_TOKEN_FIELD, type ManageFormAnswer } from '@ticino/shared';
import { BookingFacts, ManagePage, TooLateNotice } from './ManageReservation';

interface ManageWithoutScriptProps {
  answer: ManageFormAnswer;
  /** The page's own address, which its forms post to. */
  action: string;
  /** The restaurant's number as a link, for a guest past the cut-off. */
  phone: ReactNode;
}

const TokenField = ({ token }: { token: string }) => (
  <input type="hidden" name={BOOKING_FORM_TOKEN_FIELD} value={token} />
);

/** The new time and party size, posted with `intent=change`; the server checks the capacity again. */
function ChangeForm({ answer, action }: { answer: ManageFormAnswer; action: string }) {
  const { booking } = answer;
  const sizes = Array.from({ length: answer.maxPartyOnline }, (_, index) => index + 1);
  return (
    <form className="booking__change" method="post" action={action} aria-labelledby="manage-change-title">
      <h2 className="booking__heading" id="manage-change-title">
        Modifier
      </h2>
      <TokenField token={answer.formToken} />
      <label className="field">
        <span className="field__label">Nombre de personnes</span>
        <select className="select" name="partySize" defaultValue={booking.partySize}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size} {size === 1 ? 'personne' : 'personnes'}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">Heure</span>
        <select className="select" name="time" defaultValue={booking.time} aria-describedby="manage-change-hint">
          {answer.times.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      </label>
      <p className="field__hint" id="manage-change-hint">
        Les heures proposées sont libres pour {booking.partySize} {booking.partySize === 1 ? 'personne' : 'personnes'} :
        la place est vérifiée à nouveau à l’enregistrement.
      </p>
      <button className="button button--primary" type="submit" name="intent" value="change">
        Enregistrer la modification
      </button>
    </form>
  );
}

/** « Annuler la réservation » asks first, as with JavaScript: the server answers with the question. */
function CancelForm({ answer, action }: { answer: ManageFormAnswer; action: string }) {
  if (!answer.confirmingCancel) {
    return (
      <form method="post" action={action}>
        <TokenField token={answer.formToken} />
        <button className="button button--danger" type="submit" name="intent" value="cancel-ask">
          Annuler la réservation
        </button>
      </form>
    );
  }
  return (
    <form className="booking__confirm" method="post" action={action} aria-labelledby="manage-cancel-question">
      <p id="manage-cancel-question">Voulez-vous vraiment annuler votre réservation ?</p>
      <TokenField token={answer.formToken} />
      <button className="button button--danger" type="submit" name="intent" value="cancel">
        Oui, annuler
      </button>
      <a className="button button--secondary" href={action}>
        Garder ma réservation
      </a>
    </form>
  );
}

/**
 * A guest's booking as the server renders their private link, which works without JavaScript
 * (docs/product.md#booking-without-javascript): what was booked, and before the cut-off the change of time or party
 * size and the cancellation, as forms posted to the page's own address; after a posted form, what came of it.
 */
export function ManageWithoutScript({ answer, action, phone }: ManageWithoutScriptProps) {
  const { booking } = answer;
  const open = booking.status === 'requested' || booking.status === 'confirmed';
  return (
    <ManagePage>
      <div className="booking-manage">
        <BookingFacts booking={booking} />
        {answer.message && (
          <p className="booking-manage__outcome" role="status">
            {answer.message}
          </p>
        )}
        {answer.failure && <p role="alert">{answer.failure}</p>}
        {open && booking.changeable && (
          <>
            {!answer.confirmingCancel && <ChangeForm answer={answer} action={action} />}
            <CancelForm answer={answer} action={action} />
          </>
        )}
        {open && !booking.changeable && <TooLateNotice phone={phone} />}
      </div>
    </ManagePage>
  );
}
