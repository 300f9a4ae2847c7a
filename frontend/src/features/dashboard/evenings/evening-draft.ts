import {
  EVENING_LIMITS,
  validateEvening,
  wordStaffMessage,
  type Evening,
  type EveningField,
  type EveningValues,
} from '@ticino/shared';

/** How the menu of the evening is given: one of the « Formules », or written out. */
export type MenuKind = 'setMenu' | 'text';

/** The « Soirées » form as typed: amounts and counts as text, the menu chosen one way or the other. */
export interface EveningDraft {
  name: string;
  date: string;
  times: string[];
  menuKind: MenuKind;
  setMenuId: string;
  menuText: string;
  description: string;
  pricePerPerson: string;
  depositPerPerson: string;
  capacity: string;
  maxPartyOnline: string;
  slug: string;
  cancellationTerms: string;
  published: boolean;
}

/** The form's messages, in French, by field (`EveningField`): its own checks' and the server's. */
export type EveningFormErrors = Partial<Record<EveningField, string>>;

/** Every field in the order the form shows it: the first refused takes the focus. */
export const EVENING_FIELDS_IN_FORM_ORDER: readonly EveningField[] = [
  'name',
  'date',
  'times',
  'setMenuId',
  'menuText',
  'description',
  'pricePerPerson',
  'depositPerPerson',
  'capacity',
  'maxPartyOnline',
  'slug',
  'cancellationTerms',
  'published',
];

/** A new evening: one arrival time at dinner, no deposit, a draft until staff publish it. */
export const emptyEveningDraft = (hasSetMenus: boolean): EveningDraft => ({
  name: '',
  date: '',
  times: ['19:30'],
  menuKind: hasSetMenus ? 'setMenu' : 'text',
  setMenuId: '',
  menuText: '',
  description: '',
  pricePerPerson: '',
  depositPerPerson: '0',
  capacity: '',
  maxPartyOnline: String(EVENING_LIMITS.defaultMaxPartyOnline),
  slug: '',
  cancellationTerms: '',
  published: false,
});

const amountText = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2));

export const eveningDraftFrom = (evening: Evening): EveningDraft => ({
  name: evening.name,
  date: evening.date,
  times: [...evening.times],
  menuKind: evening.setMenuId ? 'setMenu' : 'text',
  setMenuId: evening.setMenuId ?? '',
  menuText: evening.menuText,
  description: evening.description,
  pricePerPerson: amountText(evening.pricePerPerson),
  depositPerPerson: amountText(evening.depositPerPerson),
  capacity: String(evening.capacity),
  maxPartyOnline: String(evening.maxPartyOnline),
  slug: evening.slug,
  cancellationTerms: evening.cancellationTerms,
  published: evening.published,
});

/** The values the staff API takes for an evening as stored: to send it again whole (« Dépublier »). */
export const eveningValuesOf = (evening: Evening): EveningValues => ({
  name: evening.name,
  description: evening.description,
  slug: evening.slug,
  date: evening.date,
  times: evening.times,
  setMenuId: evening.setMenuId,
  menuText: evening.menuText,
  pricePerPerson: evening.pricePerPerson,
  capacity: evening.capacity,
  depositPerPerson: evening.depositPerPerson,
  maxPartyOnline: evening.maxPartyOnline,
  cancellationTerms: evening.cancellationTerms,
  published: evening.published,
});

/**
 * Each message under the control that shows: with a set menu chosen, « choisissez une formule ou écrivez le menu »
 * (the rules' `menuText`) goes under the list of set menus, the menu's text being hidden.
 */
function placed(errors: EveningFormErrors, menuKind: MenuKind): EveningFormErrors {
  if (menuKind !== 'setMenu' || !errors.menuText) return errors;
  const { menuText, ...rest } = errors;
  return { ...rest, setMenuId: rest.setMenuId ?? menuText };
}

/** « 95,50 » as the staff type it; empty stays unset (the rules say what is missing). */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

/**
 * The draft checked by the server's own rules (`validateEvening`), a deposit only when the owner's account is set:
 * the values to send, or the French messages by field.
 */
export function checkEveningDraft(
  draft: EveningDraft,
  paymentsReady: boolean,
): { values: EveningValues; errors?: undefined } | { values?: undefined; errors: EveningFormErrors } {
  const byText = draft.menuKind === 'text';
  const result = validateEvening(
    {
      name: draft.name,
      description: draft.description,
      slug: draft.slug,
      date: draft.date,
      times: draft.times,
      setMenuId: byText ? null : draft.setMenuId,
      menuText: byText ? draft.menuText : '',
      pricePerPerson: numberOf(draft.pricePerPerson),
      capacity: numberOf(draft.capacity),
      depositPerPerson: numberOf(draft.depositPerPerson) ?? 0,
      maxPartyOnline: numberOf(draft.maxPartyOnline),
      cancellationTerms: draft.cancellationTerms,
      published: draft.published,
    },
    { paymentsReady },
  );
  if (result.ok) return { values: result.values };
  const errors: EveningFormErrors = {};
  for (const field of EVENING_FIELDS_IN_FORM_ORDER) {
    const problem = result.errors[field];
    if (problem) errors[field] = wordStaffMessage(problem);
  }
  return { errors: placed(errors, draft.menuKind) };
}

/** The server's messages about the fields the form shows, each under its control. */
export function eveningFormErrorsFrom(
  fieldErrors: Readonly<Record<string, string>>,
  menuKind: MenuKind,
): EveningFormErrors {
  const errors: EveningFormErrors = {};
  for (const field of EVENING_FIELDS_IN_FORM_ORDER) {
    if (fieldErrors[field]) errors[field] = fieldErrors[field];
  }
  return placed(errors, menuKind);
}
