import { BOOKING_FORM_TOKEN_FIELD, wordMessage, type GroupProposalFormAnswer } from '@ticino/shared';
import { useDictionary } from '../../../hooks/useLocale';
import { BookingAnswer } from '../../../ui/BookingAnswer';
import { ProposalFacts, ProposalStanding } from './GroupProposal';

interface ProposalWithoutScriptProps {
  answer: GroupProposalFormAnswer;
  /** The page's own address, which its form posts to. */
  action: string;
}

/**
 * Staff's proposal to a group as the server renders its link, in the request's language, which works without
 * JavaScript (docs/product.md#group-proposals): what is proposed, and « Accepter la proposition » as a form posted to
 * the page's own address (`intent=accept`); once taken here, the booking's answer with its manage link; after a refused
 * form, why. The page (ProposalPage) frames it.
 */
export function ProposalWithoutScript({ answer, action }: ProposalWithoutScriptProps) {
  const { proposal } = answer;
  const { proposal: t, messages } = useDictionary(proposal.language);
  if (answer.booked) return <BookingAnswer booking={answer.booked.booking} message={answer.booked.message} />;
  return (
    <div className="booking-manage">
      <ProposalFacts proposal={proposal} />
      {/* A refusal of a proposal no longer open says why itself. */}
      {!answer.failure && <ProposalStanding proposal={proposal} />}
      {answer.failure && <p role="alert">{wordMessage(messages, answer.failure)}</p>}
      {proposal.state === 'open' && (
        <form className="booking-offer__actions" method="post" action={action}>
          <input type="hidden" name={BOOKING_FORM_TOKEN_FIELD} value={answer.formToken} />
          <button className="button button--primary" type="submit" name="intent" value="accept">
            {t.accept}
          </button>
        </form>
      )}
    </div>
  );
}
