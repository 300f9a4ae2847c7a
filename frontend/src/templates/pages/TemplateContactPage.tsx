import { TemplateContactForm } from '../components/TemplateContactForm';
import { ContactBlock } from '../components/ContactBlock';
import { PageBanner } from '../components/PageBanner';
import { TemplateSection } from '../components/TemplateSection';

export function TemplateContactPage() {
  return (
    <>
      <PageBanner title="Contact" />
      <TemplateSection className="tpl-split">
        <ContactBlock />
        <TemplateContactForm />
      </TemplateSection>
    </>
  );
}
