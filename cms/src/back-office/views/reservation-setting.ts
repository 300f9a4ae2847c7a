import type { BackOfficeView } from '../view';

/** The rules of table reservations in /cms (docs/product.md#table-reservations); the owner's guide explains them. */
const view: BackOfficeView = {
  uid: 'api::reservation-setting.reservation-setting',
  kind: 'content-type',
  versions: ['2fdfce4497a1', '2e1cc360027a', '79224c365459', '9bc706bfc020'],
  fields: {
    paymentDeadlineDaysBefore: {
      label: 'Acompte à payer (jours avant la soirée)',
      description: 'Le dernier jour pour payer l’acompte d’une soirée, 3 jours avant par défaut (0 à 60).',
    },
    slotIntervalMinutes: {
      label: 'Intervalle des horaires (minutes)',
      description: 'Les horaires proposés en ligne, toutes les 15 minutes par défaut.',
    },
    lastSeatingMinutesBeforeClosing: {
      label: 'Dernière arrivée (minutes avant la fermeture)',
      description: 'Pour chaque service : 60 avec une fermeture à 23:00 propose 22:00 au plus tard.',
    },
    arrivalsPerSlot: {
      label: 'Arrivées par horaire (couverts)',
      description: 'Couverts dont la réservation commence dans un même intervalle : le rythme de la cuisine.',
    },
    coversAtOnce: {
      label: 'Couverts en même temps',
      description: 'Couverts à table au même moment, chaque réservation comptée pendant sa durée de table.',
    },
    turnMinutesUpTo2: { label: 'Durée de table, 1 ou 2 personnes (minutes)' },
    turnMinutesUpTo4: { label: 'Durée de table, 3 ou 4 personnes (minutes)' },
    turnMinutesLarger: { label: 'Durée de table, 5 personnes et plus (minutes)' },
    maxPartyOnline: {
      label: 'Personnes au plus en ligne',
      description: 'Au-delà, le client envoie une demande de groupe.',
    },
    autoConfirmUpTo: {
      label: "Confirmation automatique jusqu'à (personnes)",
      description: 'Au-delà, la réservation attend votre confirmation ; 0 : vous confirmez tout.',
    },
    minimumNoticeMinutes: {
      label: 'Délai minimum (minutes)',
      description: "Pas de réservation en ligne moins de 120 minutes (2 h) avant l'heure.",
    },
    horizonDays: { label: "Réservable jusqu'à (jours à l'avance)" },
    guestCutoffMinutes: {
      label: 'Modification par le client (minutes avant)',
      description: "Jusqu'à ce délai, le client modifie ou annule en ligne ; ensuite, il appelle.",
    },
    pausedOn: {
      label: 'Complet ce soir',
      description: 'Ce jour-là, plus aucune réservation en ligne ; videz le champ pour rouvrir.',
    },
    walkInOnly: {
      label: 'Sans réservation',
      description: 'Jours ou services (midi, soir) ouverts aux clients de passage seulement.',
    },
    reminderHoursBefore: { label: 'Rappel (heures avant)', description: 'E-mail de rappel au client.' },
    retentionDays: {
      label: 'Conservation (jours)',
      description:
        'Nom, e-mail et téléphone effacés ce nombre de jours après la date (les couverts restent) ; ' +
        'les demandes de groupe sont alors supprimées.',
    },
    maxFutureOnlinePerContact: {
      label: 'Réservations à venir par client (en ligne)',
      description:
        'Réservations en ligne à venir qu’un même e-mail ou téléphone peut avoir ; au-delà, il appelle. 0 : sans limite.',
    },
    maxOnlinePerAddressPerDay: {
      label: 'Réservations par connexion et par jour (en ligne)',
      description: 'Réservations en ligne faites depuis une même connexion en un jour ; 0 : sans limite.',
    },
  },
  edit: [
    [{ name: 'paymentDeadlineDaysBefore', size: 6 }],
    [
      { name: 'slotIntervalMinutes', size: 6 },
      { name: 'lastSeatingMinutesBeforeClosing', size: 6 },
    ],
    [
      { name: 'arrivalsPerSlot', size: 6 },
      { name: 'coversAtOnce', size: 6 },
    ],
    [
      { name: 'turnMinutesUpTo2', size: 4 },
      { name: 'turnMinutesUpTo4', size: 4 },
      { name: 'turnMinutesLarger', size: 4 },
    ],
    [
      { name: 'maxPartyOnline', size: 6 },
      { name: 'autoConfirmUpTo', size: 6 },
    ],
    [
      { name: 'minimumNoticeMinutes', size: 4 },
      { name: 'horizonDays', size: 4 },
      { name: 'guestCutoffMinutes', size: 4 },
    ],
    [{ name: 'pausedOn', size: 6 }],
    [{ name: 'walkInOnly', size: 12 }],
    [
      { name: 'maxFutureOnlinePerContact', size: 6 },
      { name: 'maxOnlinePerAddressPerDay', size: 6 },
    ],
    [
      { name: 'reminderHoursBefore', size: 6 },
      { name: 'retentionDays', size: 6 },
    ],
  ],
};

export default view;
