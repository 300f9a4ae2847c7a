import type { Core } from '@strapi/strapi';
import {
  exceptionLabel,
  slotLabel,
  staffMessageOf,
  validateOpeningHours,
  type ExceptionInput,
  type HoursField,
  type SlotInput,
} from '@ticino/shared';
import { frenchWords, type FieldErrors } from '../../utils/json-reply';
import { RulesError } from '../../utils/rules-error';

const RESTAURANT_UID = 'api::restaurant.restaurant';

/** A component row as the document service takes it: its id (kept, so /cms edits update rows in place) and fields. */
type Row = { id?: number | string } & Record<string, unknown>;

/** A time as the `time` attribute stores it. */
const storedTime = (time: string | null) => (time === null ? null : `${time}:00.000`);

/**
 * Applies the opening-hours rules (docs/product.md#opening-hours, `validateOpeningHours` in @ticino/shared) to every
 * write of the restaurant's facts, from /cms or the seed: times are stored whole, each slot and exception gets its
 * summary (« Lundi · 11:30–14:30 »), which names it in /cms when folded. A refusal names the slot or the exception in
 * a message on the whole list, never on a field inside it: Strapi's repeatable-component editor, given an error inside
 * one row, folds any other row as soon as it changes, which lost the owner's keystrokes.
 */
export function registerRestaurantRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== RESTAURANT_UID || (context.action !== 'create' && context.action !== 'update')) {
      return next();
    }
    const params = context.params as { data?: Record<string, unknown> };
    const data = params.data ?? {};
    const slots = Array.isArray(data.openingHours) ? (data.openingHours as Row[]) : null;
    const exceptions = Array.isArray(data.openingExceptions) ? (data.openingExceptions as Row[]) : null;
    if (!slots && !exceptions) return next();

    const result = validateOpeningHours((slots ?? []) as SlotInput[], (exceptions ?? []) as ExceptionInput[]);
    if (!result.valid) {
      const fieldErrors: FieldErrors = {};
      for (const field of new Set(result.problems.map((problem) => problem.field))) {
        const messages = result.problems.filter((problem) => problem.field === field).map(({ message }) => message);
        // One problem keeps its code; several on a list travel as one text, their French words joined.
        fieldErrors[field] = messages.length === 1 ? messages[0] : messages.map(frenchWords).join(' ');
      }
      throw new RulesError(staffMessageOf('hours.invalid'), fieldErrors);
    }
    const keepId = (row: Row) => (row.id === undefined ? {} : { id: row.id });
    const written: Partial<Record<HoursField, Row[]>> = {};
    if (slots) {
      written.openingHours = result.slots.map((slot, index) => ({
        ...keepId(slots[index]),
        day: slot.day,
        opensAt: storedTime(slot.opensAt),
        closesAt: storedTime(slot.closesAt),
        summary: slotLabel(slot),
      }));
    }
    if (exceptions) {
      written.openingExceptions = result.exceptions.map((exception, index) => ({
        ...keepId(exceptions[index]),
        date: exception.date,
        label: exception.label,
        closed: exception.closed,
        opensAt: storedTime(exception.opensAt),
        closesAt: storedTime(exception.closesAt),
        summary: exceptionLabel(exception),
      }));
    }
    params.data = { ...data, ...written };
    return next();
  });
}
