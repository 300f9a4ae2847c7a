import type { TeamMember } from '../../data/team';
import { Img } from '../primitives/Img';
import { mailtoHref } from '../../../lib/mailto';

/** Team card: role and e-mail slide in on hover or keyboard focus. */
export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <article className="tpl-team-card">
      <Img image={member.photo} />
      <div className="tpl-team-card__caption">
        <h3>{member.name}</h3>
        <p className="tpl-team-card__role">{member.role}</p>
        <a className="tpl-team-card__email" href={mailtoHref(member.email)}>
          {member.email}
        </a>
      </div>
    </article>
  );
}
