import {
  isDrinkCategory,
  isWineCategory,
  type AllergenKey,
  type DietKey,
  type LawField,
  type MenuItemValues,
  type MentionKey,
} from '@ticino/shared';

/** The law field the server writes itself, from the draft's `confirmAllergens` and the signed-in user. */
type ServerWrittenLawField = 'allergensConfirmation';
/** The law fields the form sends. */
export type FormLawField = Exclude<LawField, ServerWrittenLawField>;

/** How the form holds each law field it sends: lists of keys, and rows whose numbers are held as typed text. */
interface DraftShapes {
  allergens: AllergenKey[];
  traces: AllergenKey[];
  diets: DietKey[];
  mentions: MentionKey[];
  origins: { animal: string; name: string; production: string; country: string; faoArea: string }[];
  quantities: { quantity: string; price: string }[];
  quantityExemption: string;
  wine: { producer: string; appellation: string; grape: string; vintage: string; genevan: boolean };
}

/**
 * The law's fields as the form edits them. Keyed by the descriptor's law fields, so that a new one is a type error
 * here until the form holds it.
 */
export type LawDraft = { [Field in FormLawField]: DraftShapes[Field] } & {
  /** The staff member confirms the allergens with this save. */
  confirmAllergens: boolean;
};

export function lawDraftFrom(item: MenuItemValues | null): LawDraft {
  return {
    allergens: [...(item?.allergens ?? [])],
    traces: [...(item?.traces ?? [])],
    diets: [...(item?.diets ?? [])],
    mentions: [...(item?.mentions ?? [])],
    origins: (item?.origins ?? []).map((origin) => ({
      ...origin,
      faoArea: origin.faoArea === null ? '' : String(origin.faoArea),
    })),
    quantities: (item?.quantities ?? []).map(({ quantity, price }) => ({ quantity, price: price.toFixed(2) })),
    quantityExemption: item?.quantityExemption ?? '',
    wine: {
      producer: item?.wine?.producer ?? '',
      appellation: item?.wine?.appellation ?? '',
      grape: item?.wine?.grape ?? '',
      vintage: item?.wine?.vintage ? String(item.wine.vintage) : '',
      genevan: item?.wine?.genevan ?? false,
    },
    confirmAllergens: false,
  };
}

/** What the draft sends to the shared rules: drink rows and wine details only where the category takes them. */
export function lawInput(draft: LawDraft, category: string): Record<FormLawField, unknown> {
  const drink = isDrinkCategory(category);
  return {
    allergens: draft.allergens,
    traces: draft.traces,
    diets: draft.diets,
    mentions: draft.mentions,
    origins: draft.origins,
    quantities: drink
      ? draft.quantities.map(({ quantity, price }) => ({ quantity, price: price.replace(',', '.') }))
      : [],
    quantityExemption: drink ? draft.quantityExemption || null : null,
    wine: isWineCategory(category) ? draft.wine : null,
  };
}

/** Whether the form asks for a price of its own: not when a drink's first quantity gives it. */
export const needsOwnPrice = (draft: LawDraft, category: string) =>
  !isDrinkCategory(category) || draft.quantities.length === 0;
