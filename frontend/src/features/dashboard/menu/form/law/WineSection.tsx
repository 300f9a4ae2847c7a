import { cleanText, LAW_LIMITS, type StaffMessage } from '@ticino/shared';
import type { LawDraft } from './law-draft';
import { Section, type LawSectionProps } from './LawSection';

export const WINE_FIELDS = ['wine'] as const;

type WineText = 'producer' | 'appellation' | 'grape';
const WINE_INPUTS = [
  ['producer', 'Producteur'],
  ['appellation', 'Appellation ou région'],
  ['grape', 'Cépage'],
  ['vintage', 'Millésime'],
] as const;

/** The wine input a message is about, by its code: the vintage, the text too long, or the first. */
function wineTarget(error: StaffMessage | undefined, wine: LawDraft['wine']): WineText | 'vintage' {
  const code = error?.code;
  if (code === 'law.wineVintage') return 'vintage';
  const texts: WineText[] = ['producer', 'appellation', 'grape'];
  if (code === 'law.wineTooLong')
    return texts.find((field) => cleanText(wine[field]).length > LAW_LIMITS.wineTextMaxLength) ?? 'producer';
  return 'producer';
}

/** A wine's producer, appellation, grape, vintage and « Vin genevois » mark. */
export function WineSection({ draft, errors, failedSaves, controls }: LawSectionProps) {
  const { set, fieldRef, sectionErrors, invalid } = controls;
  const wineInput = wineTarget(errors.wine, draft.wine);
  return (
    <Section
      title="Détails du vin"
      summary={draft.wine.appellation || undefined}
      errors={sectionErrors(...WINE_FIELDS)}
      failedSaves={failedSaves}
    >
      <div className="law-row law-row--wine">
        {WINE_INPUTS.map(([field, label]) => (
          <label key={field}>
            {label}
            <input
              {...(wineInput === field && { ...invalid('wine'), ref: fieldRef('wine') })}
              className="input"
              inputMode={field === 'vintage' ? 'numeric' : undefined}
              value={draft.wine[field]}
              onChange={(event) => set('wine', { ...draft.wine, [field]: event.target.value }, 'wine')}
            />
          </label>
        ))}
        <label className="law-check">
          <input
            type="checkbox"
            checked={draft.wine.genevan}
            onChange={(event) => set('wine', { ...draft.wine, genevan: event.target.checked }, 'wine')}
          />
          Vin genevois
        </label>
      </div>
    </Section>
  );
}
