import { execFileSync } from 'child_process';
import fs from 'fs';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RESERVATION_SETTINGS, type ReservationStatus, type ReservationView } from '@ticino/shared';
import { reservationCalendar, type MailContext, type MailedBooking } from '../src/api/reservation/mail';

/** A booking's calendar file as RFC 5545 writes it, read by two strict parsers (docs/product.md#reservation-e-mails). */
const CONTEXT: MailContext = {
  restaurant: {
    name: 'Trattoria Ticino',
    phone: '+41 22 731 00 00',
    email: 'bonjour@trattoria.example',
    street: 'Rue de Lausanne 12',
    postalCode: '1201',
    city: 'Genève',
  },
  settings: DEFAULT_RESERVATION_SETTINGS,
  publicUrl: 'https://www.trattoria.example',
};

const booking = (status: ReservationStatus, language: ReservationView['language'] = 'fr'): MailedBooking => ({
  reference: 'ABCD-EF23',
  date: '2026-12-04',
  time: '19:30',
  partySize: 6,
  name: 'Giulia Rossi',
  email: 'giulia@example.ch',
  phone: null,
  notes: null,
  language,
  source: 'online',
  status,
  history: [],
  eventId: null,
  evening: null,
  deposit: null,
});

/** Debian's python3-icalendar, the system Python's (`.ci/run` installs it). */
const PYTHON = fs.existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
const PYTHON_CHECK = `
import sys
from icalendar import Calendar
calendar = Calendar.from_ical(sys.stdin.buffer.read())
errors = [error for component in calendar.walk() for error in getattr(component, 'errors', [])]
if errors:
    raise SystemExit(f'errors: {errors}')
event = calendar.walk('VEVENT')[0]
print(event['STATUS'], event.decoded('DTSTAMP').tzname(), event.decoded('DTSTART').isoformat())
`;

const readByPython = (text: string) =>
  execFileSync(PYTHON, ['-c', PYTHON_CHECK], { input: text, encoding: 'utf8' }).trim();

function readByIcalJs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    status: event.getFirstPropertyValue('status'),
    stamp: event.getFirstPropertyValue('dtstamp') as ICAL.Time,
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toString(),
    zone: (event.getFirstProperty('dtstart')!.getParameter('tzid') as string | undefined) ?? null,
  };
}

describe("a booking's calendar file", () => {
  it.each([
    ['requested', 'PUBLISH', 'TENTATIVE'],
    ['confirmed', 'PUBLISH', 'CONFIRMED'],
    ['cancelled', 'CANCEL', 'CANCELLED'],
  ] as const)('says a %s booking is %s %s, read alike by ical.js and python icalendar', (status, method, expected) => {
    const text = reservationCalendar(booking(status), method, 1, CONTEXT);
    const read = readByIcalJs(text);
    expect(read).toMatchObject({ method, status: expected, start: '2026-12-04T19:30:00', zone: 'Europe/Zurich' });
    expect(read.stamp.zone).toBe(ICAL.Timezone.utcTimezone);
    expect(readByPython(text)).toBe(`${expected} UTC 2026-12-04T19:30:00+01:00`);
  });

  it('ends every line with CRLF, the last one too, folds at 75 octets and adds no X-WR nor TIMEZONE-ID', () => {
    // Long, accented words: a fold that counted characters would pass 75 octets.
    const text = reservationCalendar(booking('confirmed', 'de'), 'PUBLISH', 0, {
      ...CONTEXT,
      restaurant: { ...CONTEXT.restaurant, street: 'Rue des Pâquis — Entrée côté cour, près de la gare Cornavin 12' },
    });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines.every((line) => !line.includes('\n') && !line.includes('\r'))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(lines.filter((line) => /^(?:TIMEZONE-ID|X-WR-)/.test(line))).toEqual([]);
    expect(lines.find((line) => line.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
  });
});
