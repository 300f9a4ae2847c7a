import { useContext } from 'react';
import { useParams } from 'react-router-dom';
import { groupProposalPath } from '@ticino/shared';
import { GroupProposal, ProposalPage } from '../../features/reservation/proposal/GroupProposal';
import { ProposalWithoutScript } from '../../features/reservation/proposal/ProposalWithoutScript';
import { NotFoundPage } from '../../features/not-found/NotFoundPage';
import { ProposalAnswerContext } from '../booking-answer';

/**
 * `/reservation/groupe/:id/:token`: staff's proposal to a group through the link of its e-mail
 * (docs/product.md#group-proposals). The server sends it never cached nor indexed, with no referrer
 * (cms/src/site/pages/spa.ts), rendered with the proposal so that it works without JavaScript; the app renders it anew
 * and uses the API. A link that opens nothing is the not-found page.
 */
export function GroupProposalPage() {
  const { id = '', token = '' } = useParams();
  const answer = useContext(ProposalAnswerContext);
  if (answer) {
    // As on the offer page: the proposal is shown only where scripts do not run, the app drawing it at once elsewhere
    // (the answers to the page's form, which have no app, show it in every browser).
    return (
      <ProposalPage locale={answer.proposal.language}>
        <noscript>
          <ProposalWithoutScript answer={answer} action={groupProposalPath(id, token)} />
        </noscript>
      </ProposalPage>
    );
  }
  return <GroupProposal id={id} token={token} notFound={<NotFoundPage />} />;
}
