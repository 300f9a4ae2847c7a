import type { Dictionary } from './dictionary';
import { wordMessage, type CodeIn, type MessageByCode, type MessageIn, type ParamsIn } from './codes';

export { receivedMessage, wordMessage, type CodeIn, type MessageIn, type ParamsIn } from './codes';

/** Every answer's words, by group and key, in one language (the dictionaries' `messages`). */
export type MessageCatalogue = Dictionary['messages'];

export type MessageCode = CodeIn<MessageCatalogue>;
export type MessageParams<Code extends MessageCode> = ParamsIn<MessageCatalogue, Code>;

/**
 * A message as it travels, in any language: its code and the values its sentence holds (`params`). The server words it
 * in the request's language; a page words the ones its own checks find, and those it receives, in its own.
 */
export type Message = MessageIn<MessageCatalogue>;
type GuestMessageByCode = MessageByCode<MessageCatalogue>;

/** The message of `code`, with the values its sentence needs and no others. */
export function messageOf<Code extends MessageCode>(
  code: Code,
  ...params: [MessageParams<Code>] extends [never] ? [] : [MessageParams<Code>]
): GuestMessageByCode[Code] {
  return (params.length > 0 ? { code, params: params[0] } : { code }) as GuestMessageByCode[Code];
}

/** Field errors as messages: each field's words in one language. */
export function wordFieldErrors<Field extends string>(
  catalogue: MessageCatalogue,
  errors: Partial<Record<Field, Message>>,
): Partial<Record<Field, string>> {
  const worded: Partial<Record<Field, string>> = {};
  for (const [field, error] of Object.entries(errors) as [Field, Message | undefined][]) {
    if (error) worded[field] = wordMessage(catalogue, error);
  }
  return worded;
}
