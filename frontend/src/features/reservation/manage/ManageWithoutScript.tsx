import type { ReactNode } from 'react';
import { BOOKING_FORM_TOKEN_FIELD, wordMessage, type ManageFormAnswer } from '@ticino/shared';
import { BookingFacts, TooLateNotice } from './ManageReservation';
import { DepositDue } from './DepositDue';
import { useDictionary } from '../../../hooks/useLocale';

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
  const { manage: t, booking: bookingTexts } = useDictionary(booking.language);
  const sizes = Array.from({ length: answer.maxPartyOnline }, (_, index) => index + 1);
  return (
    <form className="booking__change" method="post" action={action} aria-labelledby="manage-change-title">
      <h2 className="booking__heading" id="manage-change-title">
        {t.change}
      </h2>
      <TokenField token={answer.formToken} />
      <label className="field">
        <span className="field__label">{t.partySize}</span>
        <select className="select" name="partySize" defaultValue={booking.partySize}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {bookingTexts.persons(size)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t.time}</span>
        <select className="select" name="time" defaultValue={booking.time} aria-describedby="manage-change-hint">
          {answer.times.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      </label>
      <p className="field__hint" id="manage-change-hint">
        {t.changeHint(bookingTexts.persons(booking.partySize))}
      </p>
      <button className="button button--primary" type="submit" name="intent" value="change">
        {t.save}
      </button>
    </form>
  );
}

/** « Annuler la réservation » asks first, as with JavaScript: the server answers with the question. */
function CancelForm({ answer, action }: { answer: ManageFormAnswer; action: string }) {
  const t = useDictionary(answer.booking.language).manage;
  if (!answer.confirmingCancel) {
    return (
      <form method="post" action={action}>
        <TokenField token={answer.formToken} />
        <button className="button button--danger" type="submit" name="intent" value="cancel-ask">
          {t.cancel}
        </button>
      </form>
    );
  }
  return (
    <form className="booking__confirm" method="post" action={action} aria-labelledby="manage-cancel-question">
      <p id="manage-cancel-question">{t.reallyCancel}</p>
      <TokenField token={answer.formToken} />
      <button className="button button--danger" type="submit" name="intent" value="cancel">
        {t.yesCancel}
      </button>
      <a className="button button--secondary" href={action}>
        {t.keep}
      </a>
    </form>
  );
}

/**
 * « Retirer mes allergies », posted with `intent=withdraw-allergies`: taken at any time, whatever the booking's status
 * or the cut-off (docs/product.md#allergies).
 */
function WithdrawAllergiesForm({ answer, action }: { answer: ManageFormAnswer; action: string }) {
  const t = useDictionary(answer.booking.language).manage;
  return (
    <form className="booking-manage__allergies" method="post" action={action}>
      <p id="manage-allergies-hint">{t.withdrawAllergiesHint}</p>
      <TokenField token={answer.formToken} />
      <button
        className="button button--secondary"
        type="submit"
        name="intent"
        value="withdraw-allergies"
        aria-describedby="manage-allergies-hint"
      >
        {t.withdrawAllergies}
      </button>
    </form>
  );
}

/**
 * A guest's booking as the server renders their private link, in the language they booked in, which works without JavaScript
 * (docs/product.md#booking-without-javascript): what was booked, and before the cut-off the change of time or party
 * size and the cancellation, as forms posted to the page's own address; at any time, the withdrawal of the guest's
 * allergies; after a posted form, what came of it. The page (ManagePage) frames it.
 */
export function ManageWithoutScript({ answer, action, phone }: ManageWithoutScriptProps) {
  const { booking } = answer;
  const messages = useDictionary(booking.language).messages;
  const open = booking.status === 'requested' || booking.status === 'confirmed';
  // An evening's booking stands while it awaits its deposit too; it is changed by phone (docs/product.md#deposits).
  const standing = open || booking.status === 'awaiting_payment';
  return (
    <div className="booking-manage">
      <BookingFacts booking={booking} />
      <DepositDue booking={booking} />
      {answer.message && (
        <p className="booking-manage__outcome" role="status">
          {wordMessage(messages, answer.message)}
        </p>
      )}
      {answer.failure && <p role="alert">{wordMessage(messages, answer.failure)}</p>}
      {booking.allergens.length > 0 && !answer.confirmingCancel && (
        <WithdrawAllergiesForm answer={answer} action={action} />
      )}
      {open && booking.changeable && (
        <>
          {!answer.confirmingCancel && <ChangeForm answer={answer} action={action} />}
          <CancelForm answer={answer} action={action} />
        </>
      )}
      {standing && !booking.changeable && (
        <TooLateNotice phone={phone} locale={booking.language} evening={booking.evening !== null} />
      )}
    </div>
  );
}
