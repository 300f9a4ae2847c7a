import {
  messageIn,
  messageOf,
  type ApiFailure,
  type Locale,
  type Message,
  type MessageCode,
  type MessageParams,
} from '@ticino/shared';

type ParamsOf<Code extends MessageCode> = [MessageParams<Code>] extends [never] ? [] : [MessageParams<Code>];

const build = <Code extends MessageCode>(code: Code, params: ParamsOf<Code>): Message => messageOf(code, ...params);

/** A message's French words, as the French pages and the staff dashboard show them. */
export function french<Code extends MessageCode>(code: Code, ...params: ParamsOf<Code>): string {
  return messageIn('fr', build(code, params));
}

/** A refusal as the API answers it (docs/product.md#messages-as-codes), worded in `locale`. */
export function refusalIn<Code extends MessageCode>(locale: Locale, code: Code, ...params: ParamsOf<Code>): ApiFailure {
  const message = build(code, params);
  return {
    success: false,
    message: messageIn(locale, message),
    code,
    ...(message.params ? { params: message.params } : {}),
  };
}

/** A refusal as the API answers a French request. */
export function refusal<Code extends MessageCode>(code: Code, ...params: ParamsOf<Code>): ApiFailure {
  return refusalIn('fr', code, ...params);
}

/** A success's message, code and values, as the API answers a French request. */
export function said<Code extends MessageCode>(code: Code, ...params: ParamsOf<Code>) {
  const message = build(code, params);
  return { message: messageIn('fr', message), code, ...(message.params ? { params: message.params } : {}) };
}
