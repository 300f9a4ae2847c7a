import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  bookedMessageOf,
  francs,
  messageOf,
  paymentReferenceText,
  type ApiSuccess,
  type BookingCreated,
  type GroupProposalPublicView,
  type Locale,
  type Message,
} from '@ticino/shared';
import { Spinner } from '../../../ui/Spinner';
import { useDictionary, useLocale } from '../../../hooks/useLocale';
import { useMessages } from '../../../hooks/useMessages';
import { longDay } from '../booking/BookingCalendar';
import { BookingAnswer } from '../../../ui/BookingAnswer';
import { acceptGroupProposal } from '../api/reservation-api';
import { useGroupProposal } from './useGroupProposal';
import { PrivatePage } from '../PrivatePage';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'booked'; booking: BookingCreated; message: Message }
  | { kind: 'failed'; message: Message };

/** The proposal page's tab title, in the request's language. */
export function useProposalTitle(locale: Locale): void {
  const title = useDictionary(locale).proposal.title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The frame of a group proposal's page, with or without JavaScript: its banner and its one panel. */
export function ProposalPage({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <PrivatePage title={useDictionary(locale).proposal.heading}>{children}</PrivatePage>;
}

const chf = (amount: number) => `CHF ${francs(Math.round(amount * 100))}`;

/**
 * What staff propose, as the page shows it with or without JavaScript, in the request's language: who for, the day,
 * time, party, menu and price; with a deposit its total, last day and payment reference, and that paying it accepts
 * too; staff's own words as written; the last day to accept.
 */
export function ProposalFacts({ proposal }: { proposal: GroupProposalPublicView }) {
  const { proposal: t, booking } = useDictionary(proposal.language);
  const { deposit } = proposal;
  const open = proposal.state === 'open';
  return (
    <>
      <p>{t.greeting(proposal.name)}</p>
      <dl className="fact-list booking-manage__facts">
        <dt>{t.facts.date}</dt>
        <dd>{longDay(proposal.date, booking)}</dd>
        <dt>{t.facts.time}</dt>
        <dd>{proposal.time}</dd>
        <dt>{t.facts.people}</dt>
        <dd>{proposal.guests}</dd>
        <dt>{t.facts.menu}</dt>
        <dd>{proposal.menuName}</dd>
        <dt>{t.facts.pricePerPerson}</dt>
        <dd>{chf(proposal.pricePerPerson)}</dd>
        {deposit && (
          <>
            <dt>{t.facts.deposit}</dt>
            <dd>{t.depositDue(francs(Math.round(deposit.amount * 100)), longDay(deposit.deadline, booking))}</dd>
            <dt>{t.facts.depositReference}</dt>
            <dd className="booking-done__reference">{paymentReferenceText(deposit.reference)}</dd>
          </>
        )}
      </dl>
      {deposit && open && <p>{t.payingAccepts}</p>}
      {proposal.message && (
        <figure className="booking-proposal__message">
          <figcaption>{t.message}</figcaption>
          <blockquote>{proposal.message}</blockquote>
        </figure>
      )}
      {open && <p className="booking__notice">{t.acceptBy(longDay(proposal.deadline, booking))}</p>}
    </>
  );
}

/** Once no longer open, what became of the proposal: taken, or no longer valid. Nothing while open. */
export function ProposalStanding({ proposal }: { proposal: GroupProposalPublicView }) {
  const t = useDictionary(proposal.language).proposal;
  const { word } = useMessages(proposal.language);
  if (proposal.state === 'open') return null;
  const text = proposal.state === 'accepted' ? t.accepted : word(messageOf('reservation.proposalGone'));
  return <p className="booking-manage__outcome">{text}</p>;
}

interface ProposalViewProps {
  proposal: GroupProposalPublicView;
  accept: () => Promise<ApiSuccess<BookingCreated>>;
  /** Reads the proposal again, once refused. */
  refresh: () => Promise<unknown>;
}

function ProposalView({ proposal, accept, refresh }: ProposalViewProps) {
  const t = useDictionary(proposal.language).proposal;
  const { word, failure, answered } = useMessages(proposal.language);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const said = useRef<HTMLParagraphElement>(null);
  useProposalTitle(proposal.language);
  useEffect(() => {
    // The button pressed may be gone: the focus goes to what came of it.
    if (outcome.kind === 'failed') said.current?.focus();
  }, [outcome.kind]);

  if (outcome.kind === 'booked') return <BookingAnswer booking={outcome.booking} message={outcome.message} />;

  async function take() {
    setOutcome({ kind: 'busy' });
    try {
      const created = await accept();
      setOutcome({
        kind: 'booked',
        booking: created.data,
        message: answered(created) ?? bookedMessageOf(created.data),
      });
    } catch (error) {
      setOutcome({ kind: 'failed', message: failure(error) });
      await refresh();
    }
  }

  const busy = outcome.kind === 'busy';
  const failed = outcome.kind === 'failed';
  return (
    <div className="booking-manage">
      <ProposalFacts proposal={proposal} />
      {/* A refusal of a proposal no longer open says why itself. */}
      {!failed && <ProposalStanding proposal={proposal} />}
      {failed && (
        <p role="alert" ref={said} tabIndex={-1}>
          {word(outcome.message)}
        </p>
      )}
      {proposal.state === 'open' && (
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
        </div>
      )}
    </div>
  );
}

interface GroupProposalProps {
  id: string;
  token: string;
  /** What a link that opens no proposal shows: the site's not-found page. */
  notFound: ReactNode;
}

/**
 * Staff's proposal to a group through the link of its e-mail (docs/product.md#group-proposals): the day, menu, price
 * and deposit proposed, staff's words, and « Accepter la proposition », which makes the group's booking (answered as a
 * booking is, with its manage link). Once taken or no longer valid, the page says so.
 */
export function GroupProposal({ id, token, notFound }: GroupProposalProps) {
  // The page's language: the request's once known (app/layout/PageLanguage.tsx).
  const locale = useLocale();
  const t = useDictionary(locale).proposal;
  const { word, failure } = useMessages();
  const { data, error, isLoading, mutate } = useGroupProposal({ id, token });
  if (error?.status === 404) return notFound;
  return (
    <ProposalPage locale={locale}>
      {isLoading && <Spinner label={t.loading} />}
      {!isLoading && (error || !data) && <p role="alert">{word(failure(error))}</p>}
      {data && (
        <ProposalView proposal={data.data} accept={() => acceptGroupProposal(id, token)} refresh={() => mutate()} />
      )}
    </ProposalPage>
  );
}
