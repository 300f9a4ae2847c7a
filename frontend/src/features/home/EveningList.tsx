import { Link } from 'react-router-dom';
import { dayInWords, eveningPath, formatChf, type PublicEvening } from '@ticino/shared';
import { useLocale, useT, useTextLang } from '../../hooks/useLocale';

type ListedEvening = Pick<PublicEvening, 'id' | 'name' | 'slug' | 'date' | 'pricePerPerson' | 'fallback'>;

/**
 * The home page's list of the evenings to come (docs/product.md#evenings): each one's name, leading to its page, its
 * date and its price per person. Plain links and text, drawn by the server: nothing for the browser to run. Nothing at
 * all while there is none.
 */
export function EveningList({ evenings }: { evenings: readonly ListedEvening[] }) {
  const t = useT();
  const locale = useLocale();
  // The evenings' names are the staff's translation, or their French.
  const textLang = useTextLang();
  if (evenings.length === 0) return null;
  return (
    <section className="section evenings" aria-labelledby="soirees-titre">
      <div className="container">
        <div className="section-heading">
          <p className="eyebrow">{t.evening.listEyebrow}</p>
          <h2 id="soirees-titre">{t.evening.listTitle}</h2>
        </div>
        <ul className="evenings__list">
          {evenings.map((evening) => (
            <li className="evenings__item" key={evening.id}>
              <h3 className="evenings__name">
                <Link to={eveningPath(locale, evening.slug)} lang={textLang(evening, 'name')}>
                  {evening.name}
                </Link>
              </h3>
              <p className="evenings__date">{dayInWords(evening.date, t)}</p>
              <p className="evenings__price">{t.evening.perPerson(formatChf(evening.pricePerPerson))}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
