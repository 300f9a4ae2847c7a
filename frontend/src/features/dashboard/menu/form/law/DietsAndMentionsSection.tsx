import { DIETS, MENTION_KEYS, lawNamesFr } from '@ticino/shared';
import { CheckboxGrid, Section, type LawSectionProps } from './LawSection';

export const DIET_AND_MENTION_FIELDS = ['diets', 'mentions'] as const;

const DIET_OPTIONS = DIETS.map(({ key }) => ({ key, label: lawNamesFr.diets[key] }));
const MENTION_OPTIONS = MENTION_KEYS.map((key) => {
  const { label, wording } = lawNamesFr.mentions[key];
  return { key, label: `${label} : « ${wording} »` };
});

/** Vegetarian or vegan, and the written mentions with their wording. */
export function DietsAndMentionsSection({ draft, failedSaves, controls }: LawSectionProps) {
  const { set, fieldRef, errorId, sectionErrors } = controls;
  const count = draft.diets.length + draft.mentions.length;
  return (
    <Section
      title="Régime et mentions"
      summary={count === 0 ? undefined : `${count}`}
      errors={sectionErrors(...DIET_AND_MENTION_FIELDS)}
      failedSaves={failedSaves}
    >
      <CheckboxGrid
        legend="Régime"
        options={DIET_OPTIONS}
        checked={draft.diets}
        errorId={errorId('diets')}
        firstRef={fieldRef('diets')}
        onChange={(next) => set('diets', next, 'diets')}
      />
      <CheckboxGrid
        legend="Mentions obligatoires"
        options={MENTION_OPTIONS}
        checked={draft.mentions}
        errorId={errorId('mentions')}
        firstRef={fieldRef('mentions')}
        onChange={(next) => set('mentions', next, 'mentions')}
      />
    </Section>
  );
}
