import { receivedMessage, wordMessage, type Locale, type Message } from '@ticino/shared';
import { ApiError } from '../lib/api-client';
import { useDictionary, useLocale } from './useLocale';

/** The page's words for messages (docs/product.md#messages-as-codes): its own checks' and the server's. */
export interface PageMessages {
  /** A message in the page's language. */
  word: (message: Message) => string;
  /** Why a call failed: its refusal when the page knows the code, else « an error occurred » in its words. */
  failure: (error: unknown) => Message;
  /** The fields a failed call refused, each with its refusal; fields whose code the page does not know are left out. */
  fieldErrors: (error: unknown) => Record<string, Message>;
  /** A success's message, when the page knows its code. */
  answered: (answer: { code?: unknown; params?: unknown }) => Message | null;
}

const UNEXPLAINED: Message = { code: 'api.serverError' };

/** The messages in the page's language, or in `locale` (a guest's booking's, on their manage page). */
export function useMessages(locale?: Locale): PageMessages {
  const pageLocale = useLocale();
  const catalogue = useDictionary(locale ?? pageLocale).messages;
  const known = (received: { code: unknown; params?: unknown }) =>
    receivedMessage(catalogue, received.code, received.params);
  return {
    word: (message) => wordMessage(catalogue, message),
    failure: (error) => (error instanceof ApiError ? (known(error.refusal) ?? UNEXPLAINED) : UNEXPLAINED),
    answered: (answer) => (answer.code === undefined ? null : known({ code: answer.code, params: answer.params })),
    fieldErrors: (error) => {
      if (!(error instanceof ApiError)) return {};
      const fields: Record<string, Message> = {};
      for (const [field, received] of Object.entries(error.fieldCodes)) {
        const message = known(received);
        if (message) fields[field] = message;
      }
      return fields;
    },
  };
}
