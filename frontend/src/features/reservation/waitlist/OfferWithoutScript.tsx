import { BOOKING_FORM_TOKEN_FIELD, offerOpen, wordMessage, type OfferFormAnswer } from '@ticino/shared';
import { useDictionary } from '../../../hooks/useLocale';
import { BookingAnswer } from '../../../ui/BookingAnswer';
import { OfferFacts, OfferStanding } from './WaitlistOffer';

interface OfferWithoutScriptProps {
  answer: OfferFormAnswer;
  /** The page's own address, which its forms post to. */
  action: string;
}

const TokenField = ({ token }: { token: string }) => (
  <input type="hidden" name={BOOKING_FORM_TOKEN_FIELD} value={token} />
);

/** « Réserver cette table » (`intent=accept`) and « Je ne viens plus », which asks first (`intent=decline-ask`). */
function OfferForms({ answer, action }: OfferWithoutScriptProps) {
  const t = useDictionary(answer.offer.language).booking.offer;
  if (answer.confirmingDecline) {
    return (
      <form className="booking__confirm" method="post" action={action} aria-labelledby="offer-decline-question">
        <p id="offer-decline-question">{t.reallyDecline}</p>
        <TokenField token={answer.formToken} />
        <button className="button button--danger" type="submit" name="intent" value="decline">
          {t.yesDecline}
        </button>
        <a className="button button--secondary" href={action}>
          {t.keep}
        </a>
      </form>
    );
  }
  return (
    <div className="booking-offer__actions">
      <form method="post" action={action}>
        <TokenField token={answer.formToken} />
        <button className="button button--primary" type="submit" name="intent" value="accept">
          {t.accept}
        </button>
      </form>
      <form method="post" action={action}>
        <TokenField token={answer.formToken} />
        <button className="button button--secondary" type="submit" name="intent" value="decline-ask">
          {t.decline}
        </button>
      </form>
    </div>
  );
}

/**
 * A waiting party's offer as the server renders its link, in the party's language, which works without JavaScript
 * (docs/product.md#booking-without-javascript): what is offered and until when, « Réserver cette table » and « Je ne
 * viens plus » as forms posted to the page's own address; once taken here, the booking's answer with its manage link;
 * after a posted form, what came of it. The page (OfferPage) frames it.
 */
export function OfferWithoutScript({ answer, action }: OfferWithoutScriptProps) {
  const { offer } = answer;
  const messages = useDictionary(offer.language).messages;
  if (answer.booked) return <BookingAnswer booking={answer.booked.booking} message={answer.booked.message} />;
  const open = offerOpen(offer, new Date());
  return (
    <div className="booking-manage">
      <OfferFacts offer={offer} />
      {/* A refusal of a closed offer says why itself; the outcome of a decline too. */}
      <OfferStanding offer={offer} said={answer.message !== null || (answer.failure !== null && !open)} />
      {answer.message && (
        <p className="booking-manage__outcome" role="status">
          {wordMessage(messages, answer.message)}
        </p>
      )}
      {answer.failure && <p role="alert">{wordMessage(messages, answer.failure)}</p>}
      {open && <OfferForms answer={answer} action={action} />}
    </div>
  );
}
