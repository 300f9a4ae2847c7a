import { staffMessagesFr } from './dictionaries/staff/fr';
import { receivedMessage, wordMessage, type CodeIn, type MessageByCode, type MessageIn, type ParamsIn } from './codes';

/** The staff's answers by group and key, in French (dictionaries/staff/fr.ts). */
export type StaffCatalogue = typeof staffMessagesFr;
/** A staff answer's code, `<group>.<key>`: `tables.labelTaken`, `law.originCountry`… */
export type StaffMessageCode = CodeIn<StaffCatalogue>;
export type StaffMessageParams<Code extends StaffMessageCode> = ParamsIn<StaffCatalogue, Code>;
/** A staff answer as it travels: its code and the values its sentence holds. */
export type StaffMessage = MessageIn<StaffCatalogue>;
type StaffMessageByCode = MessageByCode<StaffCatalogue>;

/** The values `code`'s sentence needs, as the rest arguments of the builders below: none, or one object. */
export type StaffParamsArgument<Code extends StaffMessageCode> = [StaffMessageParams<Code>] extends [never]
  ? []
  : [StaffMessageParams<Code>];

/** The staff message of `code`, with the values its sentence needs and no others. */
export function staffMessageOf<Code extends StaffMessageCode>(
  code: Code,
  ...params: StaffParamsArgument<Code>
): StaffMessageByCode[Code] {
  return (params.length > 0 ? { code, params: params[0] } : { code }) as StaffMessageByCode[Code];
}

/** A staff message in French, the staff's language. */
export function wordStaffMessage(message: StaffMessage): string {
  return wordMessage(staffMessagesFr, message);
}

/** The French words of `code`: for the dashboard's own checks and for tests. */
export function staffText<Code extends StaffMessageCode>(code: Code, ...params: StaffParamsArgument<Code>): string {
  return wordStaffMessage(staffMessageOf(code, ...params));
}

/** A staff message an answer carries (`errorCodes`), when the catalogue words it: null otherwise. */
export function receivedStaffMessage(code: unknown, params: unknown): StaffMessage | null {
  return receivedMessage(staffMessagesFr, code, params);
}

/** Whether `code` names a staff answer (a code of the staff's catalogue) rather than a guest's. */
export function isStaffMessageCode(code: string): code is StaffMessageCode {
  const dot = code.indexOf('.');
  if (dot <= 0 || !Object.hasOwn(staffMessagesFr, code.slice(0, dot))) return false;
  return Object.hasOwn(staffMessagesFr[code.slice(0, dot) as keyof StaffCatalogue], code.slice(dot + 1));
}
