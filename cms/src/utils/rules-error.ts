import { errors } from '@strapi/utils';
import { frenchWords, type AnswerMessage, type FieldErrors } from './json-reply';

interface StrapiFieldError {
  path: string[];
  message: string;
  name: 'ValidationError';
}

/**
 * A write refused by a content type's rules. It is Strapi's ValidationError in Strapi's shape, so the `/cms` form
 * shows each French message under its field; on the site's API, `global::api-errors` answers it with `refuse()`: its
 * message and field errors worded, with their codes (docs/product.md#api-conventions).
 */
export class RulesError extends errors.ValidationError<string, { errors: StrapiFieldError[] }> {
  constructor(
    /** The refusal as a code: a guest's message, or a staff one. */
    readonly apiMessage: AnswerMessage,
    readonly fieldErrors: FieldErrors,
    /** The site API's status for it; /cms always answers a ValidationError with 400. */
    readonly apiStatus = 400,
  ) {
    const worded = Object.entries(fieldErrors).flatMap(([field, error]) =>
      error ? [{ field, message: typeof error === 'string' ? error : frenchWords(error) }] : [],
    );
    // A refusal of no field (a deletion) shows its own words in /cms.
    super(worded.length > 0 ? worded.map(({ message }) => message).join(' · ') : frenchWords(apiMessage), {
      errors: worded.map(({ field, message }) => ({ path: [field], message, name: 'ValidationError' })),
    });
  }
}
