import {
  WEEK_DAYS,
  validateSetMenu,
  wordStaffMessage,
  type SetMenu,
  type SetMenuValues,
  type WeekDay,
} from '@ticino/shared';

/** The « Formules » form as typed: the price as text, the days as chosen, each course its name and chosen dishes. */
export interface SetMenuDraft {
  name: string;
  price: string;
  days: WeekDay[];
  startsAt: string;
  endsAt: string;
  courses: { name: string; dishes: string[] }[];
}

/** A new set menu: weekdays at lunch, « Entrée » and « Plat » to fill (docs/product.md#set-menus). */
export const emptySetMenuDraft = (): SetMenuDraft => ({
  name: '',
  price: '',
  days: WEEK_DAYS.slice(0, 5),
  startsAt: '11:30',
  endsAt: '14:00',
  courses: [
    { name: 'Entrée', dishes: [] },
    { name: 'Plat', dishes: [] },
  ],
});

export const setMenuDraftFrom = (setMenu: SetMenu): SetMenuDraft => ({
  name: setMenu.name,
  price: setMenu.price.toFixed(2),
  days: [...setMenu.days],
  startsAt: setMenu.startsAt,
  endsAt: setMenu.endsAt,
  courses: setMenu.courses.map((course) => ({ name: course.name, dishes: [...course.dishes] })),
});

/** The form's problems by field (`SetMenuErrors`' keys), in French: its own checks' and the server's. */
export type SetMenuFormErrors = Partial<Record<string, string>>;

/** The draft checked by the server's own rules: the values to send, or the French messages by field. */
export function checkSetMenuDraft(
  draft: SetMenuDraft,
): { values: SetMenuValues; errors?: undefined } | { values?: undefined; errors: SetMenuFormErrors } {
  // « 24,50 » as the staff type it.
  const result = validateSetMenu({ ...draft, price: draft.price.replace(',', '.') });
  if (result.ok) return { values: result.values };
  const errors: SetMenuFormErrors = {};
  for (const [field, problem] of Object.entries(result.errors)) {
    errors[field] = wordStaffMessage(problem);
  }
  return { errors };
}
