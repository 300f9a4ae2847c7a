import { useId, useState, type ReactNode } from 'react';

interface ExpandableGridProps<T> {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  /** With a toggle, only this many items show until the grid is expanded. */
  collapsedCount?: number;
  toggle?: { expand: string; collapse: string };
}

/** A three-column card grid that can show its first few cards only, behind an expand/collapse button. */
export function ExpandableGrid<T>({ items, renderItem, collapsedCount = 3, toggle }: ExpandableGridProps<T>) {
  const gridId = useId();
  const [expanded, setExpanded] = useState(false);
  const shown = toggle && !expanded ? items.slice(0, collapsedCount) : items;
  return (
    <>
      <div className="tpl-grid tpl-grid--3" id={gridId}>
        {shown.map(renderItem)}
      </div>
      {toggle && (
        <p className="tpl-center">
          <button
            type="button"
            className="tpl-button"
            aria-expanded={expanded}
            aria-controls={gridId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? toggle.collapse : toggle.expand}
          </button>
        </p>
      )}
    </>
  );
}
