import type { Dictionary } from './dictionary';

/** Every answer's words, by group and key, in one language (the dictionaries' `messages`). */
export type MessageCatalogue = Dictionary['messages'];

/** A catalogue's codes, `<group>.<key>`: `reservation.full`, `contact.sent`, `api.rateLimited`… */
export type CodeIn<Catalogue> = {
  [G in keyof Catalogue & string]: `${G}.${keyof Catalogue[G] & string}`;
}[keyof Catalogue & string];

type EntryIn<Catalogue, Code> = Code extends `${infer G}.${infer Key}`
  ? G extends keyof Catalogue
    ? Key extends keyof Catalogue[G]
      ? Catalogue[G][Key]
      : never
    : never
  : never;

/** The values a code's sentence is worded around (`{ max: 8 }`), or never for a sentence without any. */
export type ParamsIn<Catalogue, Code> = EntryIn<Catalogue, Code> extends (params: infer P) => string ? P : never;

/** A catalogue's messages as they travel: a code, and the values its sentence holds (`params`) when it has any. */
export type MessageIn<Catalogue> = {
  [Code in CodeIn<Catalogue>]: [ParamsIn<Catalogue, Code>] extends [never]
    ? { code: Code; params?: undefined }
    : { code: Code; params: ParamsIn<Catalogue, Code> };
}[CodeIn<Catalogue>];

export type MessageCode = CodeIn<MessageCatalogue>;
export type MessageParams<Code extends MessageCode> = ParamsIn<MessageCatalogue, Code>;

/**
 * A message as it travels, in any language: its code and the values its sentence holds (`params`). The server words it
 * in the request's language; a page words the ones its own checks find, and those it receives, in its own.
 */
export type Message = MessageIn<MessageCatalogue>;

/** The message of `code`, with the values its sentence needs and no others. */
export function messageOf<Code extends MessageCode>(
  code: Code,
  ...params: [MessageParams<Code>] extends [never] ? [] : [MessageParams<Code>]
): Extract<Message, { code: Code }> {
  return (params.length > 0 ? { code, params: params[0] } : { code }) as Extract<Message, { code: Code }>;
}

type Entry = string | ((params: Record<string, unknown>) => string);

function entryOf(catalogue: object, code: string): Entry | undefined {
  const dot = code.indexOf('.');
  const group = (catalogue as unknown as Record<string, Record<string, Entry> | undefined>)[code.slice(0, dot)];
  return dot > 0 && group && Object.hasOwn(group, code.slice(dot + 1)) ? group[code.slice(dot + 1)] : undefined;
}

/** A message in the catalogue's language. */
export function wordMessage<Catalogue extends object>(
  catalogue: Catalogue,
  { code, params }: { code: CodeIn<Catalogue>; params?: object },
): string {
  const entry = entryOf(catalogue, code);
  if (entry === undefined) throw new RangeError(`No message ${code}`);
  return typeof entry === 'string' ? entry : entry((params ?? {}) as Record<string, unknown>);
}

/**
 * A message received from elsewhere (an answer's `code` and `params`), when the catalogue words it: null for a code it
 * does not hold, or for values its sentence cannot take (a page older or newer than the server).
 */
export function receivedMessage(catalogue: MessageCatalogue, code: unknown, params: unknown): Message | null {
  if (typeof code !== 'string') return null;
  const entry = entryOf(catalogue, code);
  if (entry === undefined) return null;
  if (typeof entry === 'string') return { code } as Message;
  if (!params || typeof params !== 'object' || Array.isArray(params)) return null;
  const values = Object.values(params as Record<string, unknown>);
  if (!values.every((value) => typeof value === 'string' || typeof value === 'number')) return null;
  return { code, params } as Message;
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
