/**
 * Messages as codes (docs/product.md#messages-as-codes), for any catalogue of words by group and key: the guests'
 * (messages.ts) and the staff's (staff-messages.ts). Nothing here names a catalogue, so a module that refuses with
 * codes may use it without importing the dictionaries, which name that module's own keys.
 */

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

/** A catalogue's messages by code: looked up by index, which costs the type checker far less than picking one out of the union. */
export type MessageByCode<Catalogue> = {
  [Code in CodeIn<Catalogue>]: [ParamsIn<Catalogue, Code>] extends [never]
    ? { code: Code; params?: undefined }
    : { code: Code; params: ParamsIn<Catalogue, Code> };
};

/** A catalogue's messages as they travel: a code, and the values its sentence holds (`params`) when it has any. */
export type MessageIn<Catalogue> = MessageByCode<Catalogue>[CodeIn<Catalogue>];

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
export function receivedMessage<Catalogue extends object>(
  catalogue: Catalogue,
  code: unknown,
  params: unknown,
): MessageIn<Catalogue> | null {
  if (typeof code !== 'string') return null;
  const entry = entryOf(catalogue, code);
  if (entry === undefined) return null;
  if (typeof entry === 'string') return { code } as MessageIn<Catalogue>;
  if (!params || typeof params !== 'object' || Array.isArray(params)) return null;
  const values = Object.values(params as Record<string, unknown>);
  if (!values.every((value) => typeof value === 'string' || typeof value === 'number')) return null;
  return { code, params } as MessageIn<Catalogue>;
}
