import { PageBanner } from '../components/PageBanner';
import { SectionTitle } from '../components/SectionTitle';
import { TeamCard } from '../components/TeamCard';
import { TEAM } from '../data/team';

export function OurTeamPage() {
  return (
    <>
      <PageBanner title="Our Team" />
      <section className="tpl-section">
        <div className="tpl-container">
          <SectionTitle
            kicker="Our team"
            title="The people who look after you"
            text="Hover or tab to a card to see how to reach each of us directly."
          />
          <div className="tpl-grid tpl-grid--3">
            {TEAM.map((member) => (
              <TeamCard key={member.email} member={member} />
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
