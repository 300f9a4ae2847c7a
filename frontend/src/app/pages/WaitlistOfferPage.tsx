import { useContext } from 'react';
import { useParams } from 'react-router-dom';
import { waitlistOfferPath } from '@ticino/shared';
import { OfferPage, WaitlistOffer } from '../../features/reservation/waitlist/WaitlistOffer';
import { OfferWithoutScript } from '../../features/reservation/waitlist/OfferWithoutScript';
import { NotFoundPage } from '../../features/not-found/NotFoundPage';
import { OfferAnswerContext } from '../booking-answer';

/**
 * `/reservation/offre/:id/:token`: a waiting party's offer through the link of its e-mail (docs/product.md#waiting-list).
 * The server sends it never cached nor indexed, with no referrer (cms/src/site/spa.ts), rendered with the offer so
 * that it works without JavaScript; the app renders it anew and uses the API. A link that opens nothing is the
 * not-found page.
 */
export function WaitlistOfferPage() {
  const { id = '', token = '' } = useParams();
  const answer = useContext(OfferAnswerContext);
  if (answer) {
    // As on the manage page: the offer is shown only where scripts do not run, the app drawing it at once elsewhere
    // (the answers to the page's forms, which have no app, show it in every browser).
    return (
      <OfferPage locale={answer.offer.language}>
        <noscript>
          <OfferWithoutScript answer={answer} action={waitlistOfferPath(id, token)} />
        </noscript>
      </OfferPage>
    );
  }
  return <WaitlistOffer id={id} token={token} notFound={<NotFoundPage />} />;
}
