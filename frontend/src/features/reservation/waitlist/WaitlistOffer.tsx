import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  messageOf,
  offerClosedMessage,
  offerHeldUntil,
  offerOpen,
  type ApiSuccess,
  type BookingCreated,
  type Locale,
  type Message,
  type WaitlistOfferView,
} from '@ticino/shared';
import { Spinner } from '../../../ui/Spinner';
import { useDictionary, useLocale } from '../../../hooks/useLocale';
import { useGenevaOffsets } from '../../../hooks/useGenevaOffsets';
import { useMessages } from '../../../hooks/useMessages';
import { longDay } from '../booking/BookingCalendar';
import { BookingAnswer } from '../../../ui/BookingAnswer';
import { acceptWaitlistOffer, declineWaitlistOffer } from '../api/reservation-api';
import { useWaitlistOffer } from './useWaitlistOffer';
import { PrivatePage } from '../PrivatePage';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'booked'; booking: BookingCreated; message: Message }
  | { kind: 'done'; message: Message }
  | { kind: 'failed'; message: Message };

/** The offer page's tab title, in the party's language. */
export function useOfferTitle(locale: Locale): void {
  const title = useDictionary(locale).booking.offer.title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The frame of a waiting party's offer page, with or without JavaScript: its banner and its one panel. */
export function OfferPage({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <PrivatePage title={useDictionary(locale).booking.offer.heading}>{children}</PrivatePage>;
}

/** What is offered, as the page shows it with or without JavaScript, in the party's language. */
export function OfferFacts({ offer }: { offer: WaitlistOfferView }) {
  const { manage, booking } = useDictionary(offer.language);
  const t = manage.facts;
  return (
    <dl className="fact-list booking-manage__facts">
      <dt>{t.date}</dt>
      <dd>{longDay(offer.date, booking)}</dd>
      <dt>{t.time}</dt>
      <dd>{offer.time}</dd>
      <dt>{t.people}</dt>
      <dd>{offer.partySize}</dd>
      <dt>{t.name}</dt>
      <dd>{offer.name}</dd>
    </dl>
  );
}

/**
 * While the offer holds: until when (« Nous vous la gardons jusqu’à 19:42. »); once it no longer does, why (run out,
 * or gone). Nothing when `said` already tells what became of it.
 */
export function OfferStanding({ offer, said }: { offer: WaitlistOfferView; said: boolean }) {
  const t = useDictionary(offer.language).booking.offer;
  const { word } = useMessages(offer.language);
  const offsets = useGenevaOffsets();
  if (said) return null;
  const closed = offerClosedMessage(offer, new Date());
  if (closed) return <p className="booking__notice">{word(closed)}</p>;
  const until = offerHeldUntil(offer, offsets);
  return until ? <p className="booking__notice">{t.heldUntil(until)}</p> : null;
}

/** « Je ne viens plus », asked once more before the table goes to the next party. */
function DeclineButton({ offer, busy, onDecline }: { offer: WaitlistOfferView; busy: boolean; onDecline: () => void }) {
  const t = useDictionary(offer.language).booking.offer;
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <button className="button button--secondary" type="button" onClick={() => setAsking(true)}>
        {t.decline}
      </button>
    );
  }
  return (
    <div className="booking__confirm" role="group" aria-label={t.declineQuestion}>
      <p ref={question} tabIndex={-1}>
        {t.reallyDecline}
      </p>
      <button className="button button--danger" type="button" disabled={busy} onClick={onDecline}>
        {t.yesDecline}
      </button>
      <button className="button button--secondary" type="button" onClick={() => setAsking(false)}>
        {t.keep}
      </button>
    </div>
  );
}

interface OfferViewProps {
  offer: WaitlistOfferView;
  accept: () => Promise<ApiSuccess<BookingCreated>>;
  decline: () => Promise<ApiSuccess<null>>;
  /** Reads the offer again, once taken, let go or refused. */
  refresh: () => Promise<unknown>;
}

function OfferView({ offer, accept, decline, refresh }: OfferViewProps) {
  const t = useDictionary(offer.language).booking.offer;
  const { word, failure, answered } = useMessages(offer.language);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const said = useRef<HTMLParagraphElement>(null);
  useOfferTitle(offer.language);
  useEffect(() => {
    // The buttons pressed are gone: the focus goes to what came of it.
    if (outcome.kind === 'done' || outcome.kind === 'failed') said.current?.focus();
  }, [outcome.kind]);

  if (outcome.kind === 'booked') return <BookingAnswer booking={outcome.booking} message={outcome.message} />;

  async function take() {
    setOutcome({ kind: 'busy' });
    try {
      const created = await accept();
      const done = messageOf(created.data.status === 'requested' ? 'reservation.requested' : 'reservation.confirmed');
      setOutcome({ kind: 'booked', booking: created.data, message: answered(created) ?? done });
    } catch (error) {
      setOutcome({ kind: 'failed', message: failure(error) });
      await refresh();
    }
  }

  async function letGo() {
    setOutcome({ kind: 'busy' });
    try {
      const answer = await decline();
      setOutcome({ kind: 'done', message: answered(answer) ?? messageOf('reservation.offerDeclined') });
    } catch (error) {
      setOutcome({ kind: 'failed', message: failure(error) });
    }
    await refresh();
  }

  const busy = outcome.kind === 'busy';
  const open = offerOpen(offer, new Date()) && outcome.kind !== 'done';
  return (
    <div className="booking-manage">
      <OfferFacts offer={offer} />
      {/* A refusal of a closed offer says why itself; the outcome of a decline too. */}
      <OfferStanding offer={offer} said={outcome.kind === 'done' || (outcome.kind === 'failed' && !open)} />
      <p
        className="booking-manage__outcome"
        role="status"
        ref={outcome.kind === 'done' ? said : undefined}
        tabIndex={-1}
      >
        {outcome.kind === 'done' ? word(outcome.message) : ''}
      </p>
      {outcome.kind === 'failed' && (
        <p role="alert" ref={said} tabIndex={-1}>
          {word(outcome.message)}
        </p>
      )}
      {open && (
        <div className="booking-offer__actions">
          <button
            className="button button--primary"
            type="button"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void take()}
          >
            {t.accept}
          </button>
          <DeclineButton offer={offer} busy={busy} onDecline={() => void letGo()} />
        </div>
      )}
    </div>
  );
}

interface WaitlistOfferProps {
  id: string;
  token: string;
  /** What a link that opens no offer shows: the site's not-found page. */
  notFound: ReactNode;
}

/**
 * A waiting party's offer through the link of its e-mail (docs/product.md#waiting-list): the table freed for it, held
 * until a given time; « Réserver cette table » makes it a booking (answered as a booking is, with its manage link),
 * « Je ne viens plus » lets it go to the next party. Once taken, let go or run out, the page says so.
 */
export function WaitlistOffer({ id, token, notFound }: WaitlistOfferProps) {
  // The page's language: the party's once known (app/layout/PageLanguage.tsx).
  const locale = useLocale();
  const t = useDictionary(locale).booking.offer;
  const { word, failure } = useMessages();
  const { data, error, isLoading, mutate } = useWaitlistOffer({ id, token });
  if (error?.status === 404) return notFound;
  return (
    <OfferPage locale={locale}>
      {isLoading && <Spinner label={t.loading} />}
      {!isLoading && (error || !data) && <p role="alert">{word(failure(error))}</p>}
      {data && (
        <OfferView
          offer={data.data}
          accept={() => acceptWaitlistOffer(id, token)}
          decline={() => declineWaitlistOffer(id, token)}
          refresh={() => mutate()}
        />
      )}
    </OfferPage>
  );
}
