import { QUANTITY_EXEMPTIONS } from '@ticino/shared';
import type { LawDraft } from './law-draft';
import { rowEditor, rowTarget, Section, type LawControls, type LawSectionProps, type RowPlace } from './LawSection';

export const QUANTITY_FIELDS = ['quantities', 'quantityExemption'] as const;

type Quantity = LawDraft['quantities'][number];
type QuantityControl = 'quantity' | 'price';

/**
 * The row and control a quantities' message names, by its code and row number; the price guard's may name several
 * rows, the first to fix first.
 */
const quantityPlace: RowPlace<QuantityControl> = (error) => {
  if (error.code === 'law.quantityText') return { row: error.params.row, control: 'quantity' };
  if (error.code === 'law.quantityPrice') return { row: error.params.row, control: 'price' };
  if (error.code === 'menuChanges.quantityPriceJumps' && error.params.jumps.length > 0)
    return { row: error.params.jumps[0].row, control: 'price' };
  return null;
};

interface QuantityRowProps {
  quantity: Quantity;
  row: number;
  /** The control that fixes the section's message, when it is in this row. */
  fixes: QuantityControl | null;
  controls: LawControls;
  update: (change: Partial<Quantity>) => void;
  remove: () => void;
}

function QuantityRow({ quantity, row, fixes, controls, update, remove }: QuantityRowProps) {
  const fixing = (control: QuantityControl) =>
    fixes === control ? { ...controls.invalid('quantities'), ref: controls.fieldRef('quantities') } : {};
  return (
    <fieldset className="law-row" aria-describedby={fixes ? controls.errorId('quantities') : undefined}>
      <legend>Quantité {row}</legend>
      <label>
        Quantité (ex. 1 dl, 75 cl)
        <input
          {...fixing('quantity')}
          className="input"
          value={quantity.quantity}
          onChange={(event) => update({ quantity: event.target.value })}
        />
      </label>
      <label>
        Prix (CHF)
        <input
          {...fixing('price')}
          className="input"
          inputMode="decimal"
          value={quantity.price}
          onChange={(event) => update({ price: event.target.value })}
        />
      </label>
      <button type="button" className="button button--secondary law-row__remove" onClick={remove}>
        Retirer la quantité {row}
      </button>
    </fieldset>
  );
}

/** A drink's served quantities with their prices, or the kind of drink that needs none (OIP art. 11). */
export function QuantitiesSection({ draft, errors, failedSaves, controls }: LawSectionProps) {
  const { id, change, fieldRef, errorId, sectionErrors, invalid } = controls;
  const target = rowTarget(errors.quantities, draft.quantities.length, quantityPlace, 'quantity');
  const rows = rowEditor(draft.quantities, (next) => controls.set('quantities', next, 'quantities'));
  return (
    <Section
      title="Quantités et prix"
      summary={draft.quantities.map((row) => row.quantity).join(', ') || undefined}
      errors={sectionErrors(...QUANTITY_FIELDS)}
      failedSaves={failedSaves}
    >
      {draft.quantities.map((quantity, index) => (
        <QuantityRow
          key={index}
          quantity={quantity}
          row={index + 1}
          fixes={target.index === index ? target.control : null}
          controls={controls}
          update={(next) => rows.update(index, next)}
          remove={() => rows.remove(index)}
        />
      ))}
      <button
        {...(target.index === null && { ref: fieldRef('quantities'), 'aria-describedby': errorId('quantities') })}
        type="button"
        className="button button--secondary"
        onClick={() => rows.add({ quantity: '', price: '' })}
      >
        Ajouter une quantité
      </button>
      <p className="field__hint">Le premier prix est celui de l’élément dans la liste.</p>
      <label className="law-exemption" htmlFor={`${id}-exemption`}>
        Boisson servie sans quantité
      </label>
      <select
        {...invalid('quantityExemption')}
        ref={fieldRef('quantityExemption')}
        id={`${id}-exemption`}
        className="select"
        value={draft.quantityExemption}
        onChange={(event) =>
          change({ ...draft, quantityExemption: event.target.value }, 'quantities', 'quantityExemption')
        }
      >
        <option value="">Non : la quantité est indiquée</option>
        {QUANTITY_EXEMPTIONS.map((exemption) => (
          <option key={exemption} value={exemption}>
            {exemption}
          </option>
        ))}
      </select>
    </Section>
  );
}
