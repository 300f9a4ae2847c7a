import { useId, type ComponentType } from 'react';
import {
  isDrinkCategory,
  isWineCategory,
  wordStaffMessage,
  type AllergenConfirmation,
  type LawField,
  type MenuItemErrors,
} from '@ticino/shared';
import { ALLERGEN_FIELDS, AllergensSection } from './law/AllergensSection';
import { DIET_AND_MENTION_FIELDS, DietsAndMentionsSection } from './law/DietsAndMentionsSection';
import type { LawDraft } from './law/law-draft';
import type { LawControls, LawSectionProps } from './law/LawSection';
import { ORIGIN_FIELDS, OriginsSection } from './law/OriginsSection';
import { QUANTITY_FIELDS, QuantitiesSection } from './law/QuantitiesSection';
import { WINE_FIELDS, WineSection } from './law/WineSection';

export { lawDraftFrom, lawInput, needsOwnPrice, type LawDraft } from './law/law-draft';

/** The law's sections in the order the form shows them, each with the fields whose messages it shows. */
const LAW_SECTIONS = [
  { key: 'allergens', fields: ALLERGEN_FIELDS, Section: AllergensSection },
  { key: 'origins', fields: ORIGIN_FIELDS, Section: OriginsSection },
  { key: 'diets', fields: DIET_AND_MENTION_FIELDS, Section: DietsAndMentionsSection },
  { key: 'quantities', fields: QUANTITY_FIELDS, Section: QuantitiesSection, shownFor: isDrinkCategory },
  { key: 'wine', fields: WINE_FIELDS, Section: WineSection, shownFor: isWineCategory },
] as const satisfies readonly {
  key: string;
  fields: readonly LawField[];
  Section: ComponentType<LawSectionProps>;
  shownFor?: (category: string) => boolean;
}[];

export type LawSectionKey = (typeof LAW_SECTIONS)[number]['key'];

/** The law fields of the descriptor that no section shows: `never` while each has its place. */
type UnplacedLawField = Exclude<LawField, (typeof LAW_SECTIONS)[number]['fields'][number]>;

/**
 * The law's fields in the order the form shows their controls: the order the focus looks for an error in. Typed as
 * the unplaced field's name when there is one, so that a new law field fails the typecheck here until a section
 * shows it.
 */
export const LAW_FIELDS_IN_FORM_ORDER: [UnplacedLawField] extends [never] ? readonly LawField[] : UnplacedLawField =
  LAW_SECTIONS.flatMap((section) => section.fields);

interface LawFieldsProps {
  draft: LawDraft;
  category: string;
  confirmation: AllergenConfirmation | null;
  errors: MenuItemErrors;
  /** Counts the failed saves: each opens again the sections that hold an error. */
  failedSaves: number;
  /** Told which control a field's error takes the focus to (docs/product.md#menu-item-form). */
  placeField: (field: LawField, element: HTMLElement | null) => void;
  /** The new draft, and the fields whose messages the change answers. */
  onChange: (next: LawDraft, ...fields: LawField[]) => void;
  /** The sections a shorter form shows (the board's: allergens and origins); all by default. */
  sections?: readonly LawSectionKey[];
}

/**
 * Allergens, origins, diets and mentions, drink quantities and wine details in the dashboard form
 * (docs/product.md#menu-item-form), each in its own folding section so a tablet shows a short form. A field's
 * message shows at the foot of its section and describes the control that fixes it, which takes the focus.
 */
export function LawFields({
  draft,
  category,
  confirmation,
  errors,
  failedSaves,
  placeField,
  onChange,
  sections,
}: LawFieldsProps) {
  const id = useId();
  const errorId = (field: LawField) => (errors[field] ? `${id}-${field}-error` : undefined);
  const controls: LawControls = {
    id,
    change: onChange,
    set: (field, value, errorField) => onChange({ ...draft, [field]: value }, errorField),
    fieldRef: (field) => (element) => placeField(field, element),
    errorId,
    sectionErrors: (...fields) =>
      fields.map((field) => {
        const error = errors[field];
        return { id: `${id}-${field}-error`, message: error === undefined ? undefined : wordStaffMessage(error) };
      }),
    invalid: (field) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {}),
  };
  return (
    <div className="law-fields">
      {LAW_SECTIONS.map(({ key, Section, ...section }) =>
        (sections && !sections.includes(key)) || ('shownFor' in section && !section.shownFor(category)) ? null : (
          <Section
            key={key}
            draft={draft}
            errors={errors}
            confirmation={confirmation}
            failedSaves={failedSaves}
            controls={controls}
          />
        ),
      )}
    </div>
  );
}
