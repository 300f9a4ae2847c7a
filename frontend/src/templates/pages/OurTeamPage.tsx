import { PageBanner } from '../components/sections/PageBanner';
import { TeamCard } from '../components/cards/TeamCard';
import { TemplateSection } from '../components/sections/TemplateSection';
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
