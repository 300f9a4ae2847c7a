const dayFormat = new Intl.DateTimeFormat('fr-CH', { dateStyle: 'full', timeZone: 'UTC' });

/** `YYYY-MM-DD` as « jeudi, 26 novembre 2026 » (a calendar day: read at noon UTC, no shift). */
export const dayText = (date: string) => dayFormat.format(new Date(`${date}T12:00:00Z`));
