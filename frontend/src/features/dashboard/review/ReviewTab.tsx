import { useEffect } from 'react';
import {
  ALLERGEN_KEYS,
  compareMenuItems,
  lawNamesFr,
  reviewReasons,
  wordStaffMessage,
  type MenuItem,
} from '@ticino/shared';
import { useBrowserValue } from '../../../hooks/useHydrated';
import { Spinner } from '../../../ui/Spinner';
import { useMenuList } from '../shared/useMenuList';
import './review.css';

const PRINTING_CLASS = 'printing-allergen-matrix';
const dayFormat = new Intl.DateTimeFormat('fr-CH', { dateStyle: 'long', timeZone: 'Europe/Zurich' });

const noSubscription = () => () => {};
const todayText = () => dayFormat.format(new Date());
const noDate = () => '';

/** Prints the matrix alone (the page's other parts hidden by review.css while the class is on). */
function printMatrix() {
  document.body.classList.add(PRINTING_CLASS);
  window.addEventListener('afterprint', () => document.body.classList.remove(PRINTING_CLASS), { once: true });
  window.print();
}

/** Dishes × the 14 allergens, dated: what the staff keep in writing for guests who ask (OIDAl art. 10). */
function AllergenMatrix({ items }: { items: readonly MenuItem[] }) {
  // The day it is printed; none in server-rendered HTML, so the server and the first client render agree.
  const today = useBrowserValue(noSubscription, todayText, noDate);
  return (
    <div className="allergen-matrix">
      <table>
        <caption>
          Matrice des allergènes{today && ` — état au ${today}`}
          <span className="allergen-matrix__key"> ● contient · T traces possibles</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Plat</th>
            {ALLERGEN_KEYS.map((key) => (
              <th scope="col" key={key} title={lawNamesFr.allergens[key].label}>
                <span aria-hidden="true">{lawNamesFr.allergens[key].short}</span>
                <span className="visually-hidden">{lawNamesFr.allergens[key].label}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.title}</th>
              {ALLERGEN_KEYS.map((key) => {
                const contains = item.allergens.includes(key);
                const trace = !contains && item.traces.includes(key);
                return (
                  <td key={key}>
                    {contains && (
                      <>
                        <span aria-hidden="true">●</span>
                        <span className="visually-hidden">contient</span>
                      </>
                    )}
                    {trace && (
                      <>
                        <span aria-hidden="true">T</span>
                        <span className="visually-hidden">traces possibles</span>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface ReviewTabProps {
  /** The dashboard's « Imprimer la matrice des allergènes » was pressed: print once the menu has loaded. */
  printPending?: boolean;
  onPrinted?: () => void;
}

/**
 * « À vérifier » (docs/product.md#review-tab): meat and fish without a declared origin, drinks without a quantity,
 * items whose allergens were never confirmed, and the allergen matrix one click from print.
 */
export function ReviewTab({ printPending = false, onPrinted }: ReviewTabProps) {
  const { items } = useMenuList();
  const loaded = items !== undefined;
  useEffect(() => {
    if (!printPending || !loaded) return;
    printMatrix();
    onPrinted?.();
  }, [printPending, loaded, onPrinted]);
  if (!items) return <Spinner label="Chargement du menu..." visibleLabel />;
  const sorted = [...items].sort(compareMenuItems);
  const toReview = sorted
    .map((item) => ({ item, reasons: reviewReasons(item).map(wordStaffMessage) }))
    .filter(({ reasons }) => reasons.length > 0);

  return (
    <div className="admin-review">
      <div className="admin-review__head">
        <h2>À vérifier</h2>
        <button type="button" className="button button--primary" onClick={printMatrix}>
          Imprimer la matrice des allergènes
        </button>
      </div>
      <p role="status">
        {toReview.length === 0
          ? 'Rien à vérifier : origines déclarées et allergènes confirmés.'
          : `${toReview.length} élément(s) à vérifier`}
      </p>
      {toReview.length > 0 && (
        <ul className="admin-review__list">
          {toReview.map(({ item, reasons }) => (
            <li key={item.id}>
              <strong>{item.title}</strong> <span className="admin-review__category">{item.category}</span>
              <ul>
                {reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <AllergenMatrix items={sorted} />
    </div>
  );
}
