import { useId } from 'react';
import type { MenuStatistics } from '@ticino/shared';

interface CategoryBreakdownProps {
  title: string;
  /** Counts by category, shaped as the statistics give them. */
  counts: readonly MenuStatistics['byCategory'][number][];
}

/** Per-category counts, shared by the menu tab (what the search found) and the statistics tab. */
export function CategoryBreakdown({ title, counts }: CategoryBreakdownProps) {
  const headingId = useId();
  return (
    <section className="admin-breakdown card" aria-labelledby={headingId}>
      <h3 className="admin-breakdown__title" id={headingId}>
        {title}
      </h3>
      <dl className="admin-breakdown__list">
        {counts.map(({ category, count }) => (
          <div className="admin-breakdown__row" key={category}>
            <dt>{category}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
