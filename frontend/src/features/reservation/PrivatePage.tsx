import type { ReactNode } from 'react';

/**
 * The frame of a guest's private page reached by a link of theirs (a booking's manage page, a waiting list's offer),
 * with or without JavaScript: its banner with `title`, and its one panel.
 */
export function PrivatePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="contact booking-page">
      <header className="contact__banner">
        <div className="container">
          <h1 className="contact__title">{title}</h1>
        </div>
      </header>
      <div className="container booking-page__body">
        <section className="contact__form-panel">{children}</section>
      </div>
    </main>
  );
}
