/** Counts shown with a leading zero, as the template does (01, 02 …). */
export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** A local calendar date as the YYYY-MM-DD value of an <input type="date">. */
export function toDateInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** "Mon 14 April 2025" from a YYYY-MM-DD value, read as a local date. */
export function formatDateValue(value: string): string {
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return value;
  return new Date(year, month - 1, day).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}
