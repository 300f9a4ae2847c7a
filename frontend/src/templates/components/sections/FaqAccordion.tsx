import { useId, useState } from 'react';
import type { FaqEntry } from '../../data/faq';

/** Accordion with every answer closed at start; opening one closes the other. */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="tpl-accordion">
      {entries.map((entry, index) => {
        const open = openIndex === index;
        const panelId = `${baseId}-panel-${index}`;
        const buttonId = `${baseId}-button-${index}`;
        return (
          <div key={entry.question} className={`tpl-accordion__item${open ? ' is-open' : ''}`}>
            <h3 className="tpl-accordion__heading">
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                {entry.question}
                <span className="tpl-accordion__sign" aria-hidden="true">
                  {open ? '−' : '+'}
                </span>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="tpl-accordion__panel" hidden={!open}>
              <p>{entry.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
