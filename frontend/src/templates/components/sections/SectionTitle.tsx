interface SectionTitleProps {
  kicker: string;
  title: string;
  text?: string;
  id?: string;
  align?: 'center' | 'start';
}

export function SectionTitle({ kicker, title, text, id, align = 'center' }: SectionTitleProps) {
  return (
    <div className={`tpl-section-title tpl-section-title--${align}`}>
      <p className="tpl-kicker">{kicker}</p>
      <h2 id={id}>{title}</h2>
      {text && <p className="tpl-muted">{text}</p>}
    </div>
  );
}
