import { TemplateContactForm } from '../components/forms/TemplateContactForm';
import { ContactBlock } from '../components/sections/ContactBlock';
import { PageBanner } from '../components/sections/PageBanner';
import { TemplateSection } from '../components/sections/TemplateSection';

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
