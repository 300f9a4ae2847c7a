import type { ReactNode } from 'react';

interface SummaryCardProps {
  titleId: string;
  title: string;
  rows: { term: string; value: string }[];
  /** Shown under the list, e.g. the booking's confirm button. */
  children?: ReactNode;
}

/** Side card of a details page: a titled list of terms and their values. */
export function SummaryCard({ titleId, title, rows, children }: SummaryCardProps) {
  return (
    <aside className="tpl-card tpl-summary" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <dl>
        {rows.map(({ term, value }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </aside>
  );
}
