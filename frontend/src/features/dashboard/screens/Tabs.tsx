import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
  /** A count shown next to the label (e.g. unread messages), and its meaning for screen readers. */
  badge?: { count: number; description: string };
}

interface TabsProps<Id extends string> {
  label: string;
  tabs: readonly TabDefinition<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows move between tabs, Home and
 * End jump to the ends, and only the selected tab is in the Tab order.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect, children }: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const selectAndFocus = (index: number) => {
    const next = tabs[(index + tabs.length) % tabs.length];
    onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    selectAndFocus(target);
  };

  return (
    <>
      <div className="admin-tabs" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          const showsBadge = tab.badge !== undefined && tab.badge.count > 0;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="admin-tabs__tab"
              aria-selected={isSelected}
              aria-label={showsBadge ? `${tab.label}, ${tab.badge?.description}` : undefined}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {tab.label}
              {/* A space before the count: the visible text « Réservations 1 » begins the name (WCAG 2.5.3). */}
              {showsBadge && ' '}
              {showsBadge && (
                <span className="admin-tabs__badge" aria-hidden="true">
                  {tab.badge?.count}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div className="admin-tabs__panel" role="tabpanel" id={panelId} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </>
  );
}
