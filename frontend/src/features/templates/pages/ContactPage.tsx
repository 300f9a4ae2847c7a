import { ContactForm } from '../components/ContactForm';
import { ContactBlock } from '../components/ContactBlock';
import { PageBanner } from '../components/PageBanner';

export function ContactPage() {
  return (
    <>
      <PageBanner title="Contact" />
      <section className="tpl-section">
        <div className="tpl-container tpl-split">
          <ContactBlock />
          <ContactForm />
        </div>
      </section>
    </>
  );
}
