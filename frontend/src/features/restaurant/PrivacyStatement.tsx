import useSWR from 'swr';
import type { PrivacyFactsResponse, RestaurantInfo } from '@ticino/shared';
import { Modal } from '../../ui/Modal';
import { FALLBACK_NAME } from './useRestaurant';
import { useStaffTextLang } from '../../hooks/useLocale';

interface PrivacyStatementProps {
  open: boolean;
  onClose: () => void;
  restaurant: RestaurantInfo | undefined;
}

/** Section 3: what is kept, allergies named as the health data they are. */
function DataCategories() {
  return (
    <li>
      <h3>Catégories de données traitées</h3>
      <ul>
        <li>
          Les messages envoyés par le formulaire de contact&nbsp;: nom, adresse e-mail, sujet, texte du message et date
          d&apos;envoi.
        </li>
        <li>
          Les réservations, faites en ligne, par téléphone ou sur place, et les demandes de groupe&nbsp;: nom, adresse
          e-mail, téléphone, date, heure, nombre de personnes, remarques et suivi de la réservation (qui l&apos;a
          confirmée, modifiée ou annulée, et quand). Les allergies ou intolérances que vous indiquez dans vos remarques
          sont des données sur la santé, des données sensibles au sens de la nLPD&nbsp;: nous ne les utilisons que pour
          préparer votre repas sans danger.
        </li>
        <li>
          Les données que vous nous communiquez par téléphone ou par e-mail, par exemple pour réserver notre salle
          privée.
        </li>
        <li>
          Les données techniques indispensables au fonctionnement du site (adresse IP, date et heure, page demandée,
          type de navigateur), enregistrées dans les journaux du serveur.
        </li>
      </ul>
    </li>
  );
}

/** Section 7: how long each kind of data is kept; the figures are the server's settings, once it has answered. */
function Retention({ contactDays, reservationDays }: { contactDays?: number; reservationDays?: number }) {
  return (
    <li>
      <h3>Durée de conservation</h3>
      <p>
        Les messages du formulaire de contact sont conservés par le restaurant dans son système de gestion du site, puis
        effacés automatiquement{' '}
        {contactDays ? <>{contactDays}&nbsp;jours après leur réception</> : 'au terme de leur durée de conservation'}.
        Le nom, l&apos;adresse e-mail, le téléphone et les remarques d&apos;une réservation sont effacés{' '}
        {reservationDays ? <>{reservationDays}&nbsp;jours après sa date</> : 'après sa date'}, de même que les e-mails
        qui s&apos;y rapportent&nbsp;; seuls restent la date, l&apos;heure et le nombre de couverts, pour nos
        statistiques. Une demande de groupe est supprimée entièrement{' '}
        {reservationDays ? <>{reservationDays}&nbsp;jours après la date demandée</> : 'après la date demandée'}.
        D&apos;une absence sans annulation, nous gardons en outre une empreinte chiffrée de l&apos;e-mail et du
        téléphone pendant un an, uniquement pour la règle des deux absences. Les journaux techniques sont effacés après
        une courte durée. Les documents commerciaux et comptables sont conservés pendant les durées légales de 5 à
        10&nbsp;ans ou plus.
      </p>
    </li>
  );
}

export const PRIVACY_TITLE = 'Déclaration relative à la protection des données';

/** Privacy statement under the Swiss Federal Act on Data Protection (nLPD, in force since 1 September 2023). */
export function PrivacyStatement({ open, onClose, restaurant }: PrivacyStatementProps) {
  const name = restaurant?.name ?? FALLBACK_NAME;
  // French only for now (docs/product.md#languages): marked so on the other languages' pages.
  const frenchOnly = useStaffTextLang();
  // The retention period is the server's CONTACT_RETENTION_DAYS (docs/product.md#privacy-statement-dialog).
  const { data: privacy } = useSWR<PrivacyFactsResponse>(open ? '/public/privacy' : null);
  const retentionDays = privacy?.data.contactRetentionDays;
  const reservationDays = privacy?.data.reservationRetentionDays;
  const email = restaurant?.email;
  const contact = email ? <a href={`mailto:${email}`}>{email}</a> : 'les coordonnées figurant au bas de cette page';
  return (
    <Modal open={open} onClose={onClose} title={PRIVACY_TITLE} size="lg" lang={frenchOnly}>
      <ol className="legal legal--numbered">
        <li>
          <h3>Introduction</h3>
          <p>
            {name} attache une grande importance à la protection de vos données personnelles. La présente déclaration
            explique quelles données nous traitons lorsque vous consultez notre site, réservez ou nous écrivez, pourquoi
            et comment, conformément à la loi fédérale sur la protection des données (nLPD) et à son ordonnance (OPDo).
          </p>
        </li>
        <li>
          <h3>Responsable du traitement</h3>
          <p>
            Le responsable du traitement est {name}
            {restaurant && (
              <>
                , {restaurant.street}, {restaurant.postalCode} {restaurant.city}, Suisse
              </>
            )}
            . Pour toute question relative à vos données, écrivez-nous à {contact}.
          </p>
        </li>
        <DataCategories />
        <li>
          <h3>Finalités du traitement</h3>
          <p>
            Nous utilisons ces données pour répondre à vos messages et demandes de réservation, tenir nos réservations
            (confirmation et rappel par e-mail, lien de gestion de la réservation), organiser vos repas et événements,
            assurer la sécurité et le bon fonctionnement du site, et respecter nos obligations légales. Après deux
            absences sans annulation en un an, une réservation en ligne vous demande de nous appeler. Nous ne les
            utilisons pas à des fins publicitaires et ne procédons à aucun profilage.
          </p>
        </li>
        <li>
          <h3>Bases juridiques</h3>
          <p>
            Nous traitons vos données dans la mesure nécessaire pour répondre à votre demande ou exécuter un contrat
            avec vous, sur la base de notre intérêt légitime à exploiter un site sûr, ou pour nous conformer à la loi.
            Si un traitement repose sur votre consentement, vous pouvez le retirer à tout moment.
          </p>
        </li>
        <li>
          <h3>Communication à des tiers</h3>
          <p>
            Vos données ne sont ni vendues ni louées. Elles ne sont communiquées qu&apos;à notre prestataire
            d&apos;hébergement et à son prestataire de messagerie (messages du formulaire transmis au restaurant,
            e-mails de réservation), liés par contrat et tenus à la confidentialité, ou aux autorités lorsque la loi
            l&apos;exige. Si des données devaient être traitées hors de Suisse, ce ne serait que dans un État offrant un
            niveau de protection adéquat ou avec les garanties prévues par la nLPD.
          </p>
        </li>
        <Retention contactDays={retentionDays} reservationDays={reservationDays} />
        <li>
          <h3>Sécurité des données</h3>
          <p>
            Nous prenons des mesures techniques et organisationnelles appropriées pour protéger vos données contre la
            perte, l&apos;accès non autorisé et l&apos;usage abusif&nbsp;: connexions chiffrées (HTTPS), accès à
            l&apos;administration réservé au personnel authentifié, limitation du nombre d&apos;envois du formulaire.
          </p>
        </li>
        <li>
          <h3>Vos droits</h3>
          <p>
            Vous pouvez demander l&apos;accès à vos données, leur rectification ou leur effacement, vous opposer à un
            traitement et, lorsque c&apos;est applicable, obtenir la remise de vos données. Adressez votre demande à{' '}
            {contact}. Vous pouvez aussi saisir le Préposé fédéral à la protection des données et à la transparence
            (PFPDT).
          </p>
        </li>
        <li>
          <h3>Cookies et outils d&apos;analyse</h3>
          <p>
            Ce site ne dépose aucun cookie de suivi et n&apos;utilise aucun outil d&apos;analyse d&apos;audience ni
            réseau publicitaire. Seul votre choix du mode clair ou sombre est enregistré dans votre navigateur (stockage
            local), ainsi que la session du personnel dans l&apos;espace d&apos;administration. Ces informations ne nous
            sont pas transmises.
          </p>
        </li>
      </ol>
    </Modal>
  );
}
