import type { ReactNode } from 'react';
import { SectionTitle } from './SectionTitle';

/** A centred title takes both kicker and title; sections whose title sits elsewhere pass neither. */
type SectionHeading =
  { kicker: string; title: string; text?: string } | { kicker?: never; title?: never; text?: never };

type TemplateSectionProps = SectionHeading & {
  /** The tinted background that alternates down the page. */
  alt?: boolean;
  /** Layout classes for the container, e.g. `tpl-split` or `tpl-narrow`. */
  className?: string;
  children: ReactNode;
};

/** One band of a template page: section > container, with an optional centred SectionTitle above the content. */
export function TemplateSection({ alt = false, className, kicker, title, text, children }: TemplateSectionProps) {
  return (
    <section className={alt ? 'tpl-section tpl-section--alt' : 'tpl-section'}>
      <div className={className ? `tpl-container ${className}` : 'tpl-container'}>
        {kicker !== undefined && title !== undefined && <SectionTitle kicker={kicker} title={title} text={text} />}
        {children}
      </div>
    </section>
  );
}
