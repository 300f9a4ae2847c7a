import { useState, type FormEvent, type ReactNode } from 'react';
import useSWR from 'swr';
import { messageOf, type GuestReservationView, type Locale, type Message } from '@ticino/shared';
import { Spinner } from '../../../ui/Spinner';
import { useDictionary, useLocale } from '../../../hooks/useLocale';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { useMessages } from '../../../hooks/useMessages';
import { longDay } from '../booking/BookingCalendar';
import {
  availabilityKey,
  cancelGuestReservation,
  changeGuestReservation,
  downloadDepositSlip,
  withdrawGuestAllergies,
  type AvailabilityResponse,
  type GuestReservationResponse,
} from '../api/reservation-api';
import { useGuestReservation } from './useGuestReservation';
import { PrivatePage } from '../PrivatePage';
import { DepositDue } from './DepositDue';

type Outcome =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; message: Message } | { kind: 'failed'; message: Message };

interface ManageReservationProps {
  reference: string;
  token: string;
  /** The restaurant's number as a link, for a guest past the cut-off. */
  phone: ReactNode;
  /** What a link that opens no booking shows: the site's not-found page. */
  notFound: ReactNode;
}

/** The new time and party size, chosen among the times free on the booking's day for that party. */
function ChangeForm({
  booking,
  onSave,
  busy,
}: {
  booking: GuestReservationView;
  busy: boolean;
  onSave: (change: { time: string; partySize: number }) => void;
}) {
  const { manage: t, booking: bookingTexts } = useDictionary(booking.language);
  const [partySize, setPartySize] = useState(booking.partySize);
  const [time, setTime] = useState(booking.time);
  const { data } = useSWR<AvailabilityResponse>(availabilityKey(booking.date, partySize));
  const maxParty = data?.data.maxPartyOnline ?? Math.max(booking.partySize, 8);
  const times = [
    ...new Set([booking.time, ...(data?.data.slots ?? []).filter((slot) => slot.available).map((slot) => slot.time)]),
  ].sort();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave({ time, partySize });
  };
  return (
    <form className="booking__change" onSubmit={submit} aria-labelledby="manage-change-title">
      <h2 className="booking__heading" id="manage-change-title">
        {t.change}
      </h2>
      <label className="field">
        <span className="field__label">{t.partySize}</span>
        <select className="select" value={partySize} onChange={(event) => setPartySize(Number(event.target.value))}>
          {Array.from({ length: maxParty }, (_, index) => index + 1).map((size) => (
            <option key={size} value={size}>
              {bookingTexts.persons(size)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t.time}</span>
        <select className="select" value={time} onChange={(event) => setTime(event.target.value)}>
          {times.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </label>
      <button
        className="button button--primary"
        type="submit"
        disabled={busy || (time === booking.time && partySize === booking.partySize)}
      >
        {t.save}
      </button>
    </form>
  );
}

function CancelButton({ busy, locale, onCancel }: { busy: boolean; locale: Locale; onCancel: () => void }) {
  const t = useDictionary(locale).manage;
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button className="button button--danger" type="button" onClick={() => setAsking(true)}>
        {t.cancel}
      </button>
    );
  return (
    <div className="booking__confirm" role="group" aria-label={t.cancelQuestion}>
      <p>{t.reallyCancel}</p>
      <button className="button button--danger" type="button" disabled={busy} onClick={onCancel}>
        {t.yesCancel}
      </button>
      <button className="button button--secondary" type="button" onClick={() => setAsking(false)}>
        {t.keep}
      </button>
    </div>
  );
}

/**
 * A guest's booking through their private link (docs/product.md#table-reservations): what was booked, and before the
 * cut-off a change of time or party size (capacity checked again by the API) or the cancellation; after it, the
 * restaurant's number to call.
 */
export function ManageReservation({ reference, token, phone, notFound }: ManageReservationProps) {
  // The page's language: the booking's once known (app/layout/PageLanguage.tsx).
  const locale = useLocale();
  const t = useDictionary(locale).manage;
  const { word, failure } = useMessages();
  const { data, error, isLoading, mutate } = useGuestReservation({ reference, token });
  if (error?.status === 404) return notFound;
  return (
    <ManagePage locale={locale}>
      {isLoading && <Spinner label={t.loading} />}
      {!isLoading && (error || !data) && <p role="alert">{word(failure(error))}</p>}
      {data && (
        <BookingView
          booking={data.data}
          phone={phone}
          change={(change) => changeGuestReservation(reference, token, change)}
          cancel={() => cancelGuestReservation(reference, token)}
          withdrawAllergies={() => withdrawGuestAllergies(reference, token)}
          downloadSlip={(fileName) => downloadDepositSlip(reference, token, fileName)}
          update={(answer) => mutate(answer, { revalidate: false })}
        />
      )}
    </ManagePage>
  );
}

/** The frame of a guest's manage page, with or without JavaScript: its banner and its one panel. */
export function ManagePage({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <PrivatePage title={useDictionary(locale).manage.heading}>{children}</PrivatePage>;
}

interface BookingViewProps {
  booking: GuestReservationView;
  phone: ReactNode;
  change: (change: { time: string; partySize: number }) => Promise<GuestReservationResponse>;
  cancel: () => Promise<GuestReservationResponse>;
  withdrawAllergies: () => Promise<GuestReservationResponse>;
  /** Saves the deposit's QR-bill under this name (docs/product.md#deposits). */
  downloadSlip: (fileName: string) => Promise<void>;
  update: (answer: GuestReservationResponse) => Promise<unknown>;
}

/** Past the cut-off, or an evening's booking at any time: whom to call instead. */
export function TooLateNotice({ phone, locale, evening }: { phone: ReactNode; locale: Locale; evening: boolean }) {
  const t = useDictionary(locale).manage;
  return (
    <p className="booking__notice">
      {evening ? t.eveningByPhone : t.tooLate}
      {phone ? (
        <>
          {t.tooLateAt}
          {phone}
        </>
      ) : null}
      .
    </p>
  );
}

/** What was booked, as the guest's page shows it with or without JavaScript, in the language the guest booked in. */
export function BookingFacts({ booking }: { booking: GuestReservationView }) {
  const { manage, booking: bookingTexts, menu, evening } = useDictionary(booking.language);
  const t = manage.facts;
  return (
    <dl className="fact-list booking-manage__facts">
      <dt>{t.reference}</dt>
      <dd>{booking.reference}</dd>
      <dt>{t.status}</dt>
      <dd>{manage.statuses[booking.status]}</dd>
      {booking.evening && (
        <>
          <dt>{evening.eveningFact}</dt>
          {/* The evening's name is the staff's French (docs/product.md#evenings). */}
          <dd lang={booking.language === 'fr' ? undefined : 'fr'}>{booking.evening.name}</dd>
        </>
      )}
      <dt>{t.date}</dt>
      <dd>{longDay(booking.date, bookingTexts)}</dd>
      <dt>{t.time}</dt>
      <dd>{booking.time}</dd>
      <dt>{t.people}</dt>
      <dd>{booking.partySize}</dd>
      <dt>{t.name}</dt>
      <dd>{booking.name}</dd>
      {booking.allergens.length > 0 && (
        <>
          <dt>{t.allergies}</dt>
          <dd>{booking.allergens.map((key) => menu.allergens[key].short).join(', ')}</dd>
        </>
      )}
      {booking.notes && (
        <>
          <dt>{t.notes}</dt>
          <dd>{booking.notes}</dd>
        </>
      )}
    </dl>
  );
}

function BookingView({ booking, phone, change, cancel, withdrawAllergies, downloadSlip, update }: BookingViewProps) {
  const { manage: t, evening } = useDictionary(booking.language);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const { word, failure, answered } = useMessages(booking.language);
  usePageTitle('reservation');

  async function act(request: () => Promise<GuestReservationResponse>, done: Message) {
    setOutcome({ kind: 'busy' });
    try {
      const answer = await request();
      await update(answer);
      setOutcome({ kind: 'done', message: answered(answer) ?? done });
    } catch (error) {
      setOutcome({ kind: 'failed', message: failure(error) });
    }
  }
  const busy = outcome.kind === 'busy';
  const open = booking.status === 'requested' || booking.status === 'confirmed';
  // An evening's booking stands while it awaits its deposit too; it is changed by phone (docs/product.md#deposits).
  const standing = open || booking.status === 'awaiting_payment';

  return (
    <div className="booking-manage">
      <BookingFacts booking={booking} />
      <DepositDue booking={booking} download={() => downloadSlip(evening.slipFileName(booking.reference))} />
      <p className="booking-manage__outcome" role="status">
        {outcome.kind === 'done' ? word(outcome.message) : ''}
      </p>
      {outcome.kind === 'failed' && <p role="alert">{word(outcome.message)}</p>}
      {booking.allergens.length > 0 && (
        // Whatever the booking's status or the cut-off: consent to health data is the guest's to take back.
        <div className="booking-manage__allergies">
          <p id="manage-allergies-hint">{t.withdrawAllergiesHint}</p>
          <button
            className="button button--secondary"
            type="button"
            disabled={busy}
            aria-describedby="manage-allergies-hint"
            onClick={() => void act(withdrawAllergies, messageOf('reservation.allergiesWithdrawn'))}
          >
            {t.withdrawAllergies}
          </button>
        </div>
      )}
      {open && booking.changeable && (
        <>
          <ChangeForm
            key={`${booking.time}-${booking.partySize}`}
            booking={booking}
            busy={busy}
            onSave={(values) => void act(() => change(values), messageOf('reservation.updated'))}
          />
          <CancelButton
            busy={busy}
            locale={booking.language}
            onCancel={() => void act(cancel, messageOf('reservation.cancelled'))}
          />
        </>
      )}
      {standing && !booking.changeable && (
        <TooLateNotice phone={phone} locale={booking.language} evening={booking.evening !== null} />
      )}
    </div>
  );
}
