import { messageIn, messageOf, type Locale, type MessageCode, type MessageParams } from '@ticino/shared';

type ParamsOf<Code extends MessageCode> = [MessageParams<Code>] extends [never] ? [] : [MessageParams<Code>];

/** A message's words in `locale`, as the API answers it there (docs/product.md#messages-as-codes). */
export function wordedIn<Code extends MessageCode>(locale: Locale, code: Code, ...params: ParamsOf<Code>): string {
  return messageIn(locale, messageOf(code, ...params));
}

/** A message's French words, as the API answers a request without a language, and the staff's routes. */
export function french<Code extends MessageCode>(code: Code, ...params: ParamsOf<Code>): string {
  return wordedIn('fr', code, ...params);
}
