import type { Dictionary } from '../../dictionary';

const persons = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

export const bookingEn: Dictionary['booking'] = {
  intro: 'Choose the number of people, the date and then the time: the days we are closed are greyed out.',
  question: 'Any questions? Call us on ',
  heading: 'Your table',
  partySize: 'Number of people',
  persons,
  groupOption: (max) => `More than ${max} people: group request`,
  timesOn: 'Free times on ',
  searchingTimes: 'Looking for free times',
  date: 'Date',
  dateSeparator: ': ',
  wantedDate: 'Preferred date',
  seeTimes: 'See the free times',
  fields: { name: 'Name', email: 'Email', phone: 'Phone', notes: 'Notes (optional)' },
  notesHint: 'Allergies, occasion, high chair…',
  trap: 'Website',
  sending: 'Sending',
  bookFor: (party, time) => `Book for ${persons(party)}${time ? ` at ${time}` : ''}`,
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  daysOf: (month) => `Days of ${month}`,
  weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  longDay: (weekday, day, month, year) =>
    `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)} ${day} ${month} ${year}`,
};
