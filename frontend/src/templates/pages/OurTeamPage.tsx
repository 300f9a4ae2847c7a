import { PageBanner } from '../components/PageBanner';
import { TeamCard } from '../components/TeamCard';
import { TemplateSection } from '../components/TemplateSection';
import { TEAM } from '../data/team';

export function OurTeamPage() {
  return (
    <>
      <PageBanner title="Our Team" />
      <TemplateSection
        kicker="Our team"
        title="The people who look after you"
        text="Hover or tab to a card to see how to reach each of us directly."
      >
        <div className="tpl-grid tpl-grid--3">
          {TEAM.map((member) => (
            <TeamCard key={member.email} member={member} />
          ))}
        </div>
      </TemplateSection>
    </>
  );
}
