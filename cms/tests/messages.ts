import {
  messageIn,
  messageOf,
  wordStaffMessage,
  type Locale,
  type MessageCode,
  type MessageParams,
  type StaffMessage,
} from '@ticino/shared';

type ParamsOf<Code extends MessageCode> = [MessageParams<Code>] extends [never] ? [] : [MessageParams<Code>];

/** A message's words in `locale`, as the API answers it there (docs/product.md#messages-as-codes). */
export function wordedIn<Code extends MessageCode>(locale: Locale, code: Code, ...params: ParamsOf<Code>): string {
  return messageIn(locale, messageOf(code, ...params));
}

/** A message's French words, as the API answers a request without a language, and the staff's routes. */
export function french<Code extends MessageCode>(code: Code, ...params: ParamsOf<Code>): string {
  return wordedIn('fr', code, ...params);
}

/** A staff refusal as the API answers it, in French, with its field errors worded and coded. */
export function staffRefusal(message: StaffMessage, errors?: Record<string, StaffMessage>) {
  return {
    success: false,
    message: wordStaffMessage(message),
    code: message.code,
    ...(message.params ? { params: message.params } : {}),
    ...(errors
      ? {
          errors: Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, wordStaffMessage(error)])),
          errorCodes: errors,
        }
      : {}),
  };
}

/** A dish refused by the menu's rules (`api.invalidMenuItem`), its fields' errors worded in French and coded. */
export function menuItemRefusal(errors: Record<string, StaffMessage>) {
  return {
    success: false,
    message: french('api.invalidMenuItem'),
    code: 'api.invalidMenuItem',
    errors: Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, wordStaffMessage(error)])),
    errorCodes: errors,
  };
}

/** A staff success's message, code and values. */
export function staffSaid(message: StaffMessage) {
  return {
    message: wordStaffMessage(message),
    code: message.code,
    ...(message.params ? { params: message.params } : {}),
  };
}
