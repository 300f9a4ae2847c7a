import { useContext } from 'react';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { isEveningSlug, type PublicSetMenuListResponse } from '@ticino/shared';
import { EveningPage } from '../../features/evenings/EveningPage';
import type { AllergyFields } from '../../features/evenings/EveningBooking';
import { useEvenings } from '../../features/evenings/useEvenings';
import { setMenusKey } from '../../features/menu/useSetMenus';
import { NotFoundPage } from '../../features/not-found/NotFoundPage';
import { AllergyChoices, AllergyConsent } from '../../features/reservation/fields/AllergyFields';
import { useLocale, useT } from '../../hooks/useLocale';
import { useMessages } from '../../hooks/useMessages';
import { Spinner } from '../../ui/Spinner';
import { EveningAnswerContext, FormTokenContext } from '../booking-answer';

/** The booking form's own allergy fields, in the evening's form. */
const ALLERGY_FIELDS: AllergyFields = {
  choices: (props) => <AllergyChoices {...props} />,
  consent: (props) => <AllergyConsent {...props} />,
};

/**
 * `/soirees/:slug` and its address in each language (docs/product.md#evenings): a listed evening's page, with the set
 * menu it serves and the booking form's allergy fields; the not-found page for any evening not (or no longer) listed.
 * The server renders it with the evenings as they are at the request, and its form's token; the app asks for them
 * again as it starts, so the covers left are those of the moment. The server's answer to the form posted without
 * JavaScript renders the page with it.
 */
export function EveningRoute() {
  const { slug = '' } = useParams();
  const locale = useLocale();
  const t = useT();
  const { word, failure } = useMessages();
  const valid = isEveningSlug(slug);
  const { evenings, error, refresh } = useEvenings({ fresh: true });
  const evening = valid ? evenings?.find((each) => each.slug === slug) : undefined;
  const setMenus = useSWR<PublicSetMenuListResponse, unknown>(evening?.setMenuId ? setMenusKey(locale) : null).data;
  const answer = useContext(EveningAnswerContext);
  const formToken = useContext(FormTokenContext);

  if (!valid || (evenings && !evening)) return <NotFoundPage />;
  if (!evening) {
    return (
      <main className="contact evening-page">
        <div className="container evening-page__body">
          {error ? <p role="alert">{word(failure(error))}</p> : <Spinner label={t.evening.loading} />}
        </div>
      </main>
    );
  }
  const setMenu = setMenus?.data.find((each) => each.id === evening.setMenuId) ?? null;
  return (
    <EveningPage
      evening={evening}
      setMenu={setMenu}
      allergies={ALLERGY_FIELDS}
      answer={answer}
      formToken={formToken}
      onCoversChanged={refresh}
    />
  );
}
