import { ContactForm } from '../components/TemplateContactForm';
import { ContactBlock } from '../components/ContactBlock';
import { PageBanner } from '../components/PageBanner';
import { TemplateSection } from '../components/TemplateSection';

export function ContactPage() {
  return (
    <>
      <PageBanner title="Contact" />
      <TemplateSection className="tpl-split">
        <ContactBlock />
        <ContactForm />
      </TemplateSection>
    </>
  );
}
