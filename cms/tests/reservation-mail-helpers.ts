import type { Core } from '@strapi/strapi';
import { DEFAULT_RESERVATION_SETTINGS, WEEK_DAYS, type ReservationSettings } from '@ticino/shared';
import type { ReceivedMail } from './smtp';
import type { TestStrapi } from './strapi';

/** A dated exception as the restaurant's content type stores it: closed all day, or other hours. */
type ExceptionData = { date: string; label: string; closed: boolean; opensAt?: string; closesAt?: string };

/** Opens the restaurant for lunch (11:30–14:30) and dinner (18:30–23:00) every day, with these exceptions. */
export async function openEveryDay(strapi: Core.Strapi, openingExceptions: ExceptionData[] = []): Promise<void> {
  const restaurants = strapi.documents('api::restaurant.restaurant');
  const restaurant = await restaurants.findFirst();
  await restaurants.update({
    documentId: restaurant!.documentId,
    data: {
      openingHours: WEEK_DAYS.flatMap((day) => [
        { day, opensAt: '11:30:00.000', closesAt: '14:30:00.000' },
        { day, opensAt: '18:30:00.000', closesAt: '23:00:00.000' },
      ]),
      openingExceptions,
    },
  });
}

/** The properties of an iCalendar text, lines unfolded (RFC 5545 §3.1), each name with its parameters. */
export function calendarLines(text: string): string[] {
  return text
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter(Boolean);
}

/** The value of the first property `name` (parameters allowed) inside the VEVENT, or of the calendar. */
export function calendarValue(
  lines: string[],
  name: string,
  scope: 'calendar' | 'event' = 'event',
): string | undefined {
  const begin = scope === 'event' ? lines.indexOf('BEGIN:VEVENT') : 0;
  const line = lines
    .slice(begin)
    .find((candidate) => candidate.startsWith(`${name}:`) || candidate.startsWith(`${name};`));
  return line?.slice(line.indexOf(':') + 1);
}

/** The `.ics` attached to a received mail, parsed into its lines. */
export function attachedCalendar(received: ReceivedMail): { lines: string[]; contentType: string } {
  const attachment = received.mail.attachments.find(({ filename }) => filename?.endsWith('.ics'));
  if (!attachment) throw new Error(`No .ics attached to « ${received.mail.subject ?? ''} »`);
  return { lines: calendarLines(attachment.content.toString('utf8')), contentType: attachment.contentType };
}

/** A time `hoursAhead` from now in Geneva, on the quarter hour before: the day and `HH:MM` a staff booking takes. */
export function genevaSlotAhead(hoursAhead: number, now = new Date()): { date: string; time: string } {
  const target = new Date(now.getTime() + hoursAhead * 3600 * 1000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Zurich',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(target)
      .map(({ type, value }) => [type, value]),
  );
  const minutes = String(Math.floor(Number(parts.minute) / 15) * 15).padStart(2, '0');
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${minutes}` };
}

export async function waitFor<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still not there: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The same secret with its last character changed: a guess one character off, never the secret itself. */
export function oneCharacterOff(secret: string): string {
  return `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
}

/**
 * The limits on hoarding, off: every guest of the suite books from 127.0.0.1, most with one e-mail. The tests of those
 * limits (reservation-hoarding.pg.test.ts) set them.
 */
export const NO_HOARDING_LIMITS: Partial<ReservationSettings> = {
  maxFutureOnlinePerContact: 0,
  maxOnlinePerAddressPerDay: 0,
};

/** The rules as the owner saves them in /cms: the defaults but what the test sets, the limits on hoarding off. */
export async function setReservationRules(strapi: Core.Strapi, rules: Partial<ReservationSettings>): Promise<void> {
  const { walkInOnly, ...numbers } = { ...DEFAULT_RESERVATION_SETTINGS, ...NO_HOARDING_LIMITS, ...rules };
  // Null empties a field, as /cms does; Strapi's input typing only knows leaving one out.
  const data = { ...numbers, walkInOnly: walkInOnly.map(({ day, service }) => ({ day, service })) } as never;
  const documents = strapi.documents('api::reservation-setting.reservation-setting');
  const existing = await documents.findFirst();
  if (existing) await documents.update({ documentId: existing.documentId, data });
  else await documents.create({ data });
}

/** Sets the owner's account (an ordinary Swiss IBAN), without which evenings ask no deposit (docs/product.md#deposits). */
export async function setDepositAccount(
  request: TestStrapi['request'],
  staff: { Authorization: string },
): Promise<void> {
  await request
    .put('/api/payment-settings')
    .set(staff)
    .send({
      iban: 'CH9300762011623852957',
      creditorName: 'Trattoria Ticino',
      street: 'Rue de Lausanne',
      buildingNumber: '42',
      postalCode: '1201',
      town: 'Genève',
      country: 'CH',
    })
    .expect(200);
}
