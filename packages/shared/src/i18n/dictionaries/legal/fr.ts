/**
 * The legal notice and the privacy statement (docs/product.md#legal-notice-dialog, #privacy-statement-dialog), as
 * Swiss law words them: the Code of Obligations for records, the nLPD for personal data.
 */
export const legalFr = {
  /** The dialogs' close button. */
  close: 'Fermer',
  notice: {
    title: 'Mentions légales',
    publisher: 'Éditeur du site',
    operatedIn: (city: string) => `Restaurant exploité à ${city}, Suisse.`,
    country: 'Suisse',
    phone: 'Téléphone\u00a0:',
    email: 'E-mail\u00a0:',
    directories: 'Inscription dans les annuaires',
    directoriesIntro:
      'Les coordonnées du restaurant peuvent être vérifiées dans les annuaires professionnels suivants\u00a0:',
    directoryLink: (directory: string) => `Fiche ${directory} (nouvel onglet)`,
    cookies: 'Cookies',
    cookiesText:
      "Ce site ne dépose aucun cookie publicitaire ni de mesure d'audience. Il enregistre uniquement dans votre navigateur vos choix d'affichage (mode clair ou sombre, langue du site) et, pour le personnel du restaurant, la session de l'espace d'administration. Ces données ne quittent pas votre appareil et vous pouvez les effacer à tout moment depuis les réglages de votre navigateur.",
    property: 'Propriété intellectuelle',
    propertyText: (name: string) =>
      `Les textes, illustrations et la carte publiés sur ce site appartiennent à ${name}. Toute reproduction sans autorisation écrite est interdite.`,
    liability: 'Responsabilité',
    liabilityText:
      "Les prix et les plats sont donnés à titre indicatif et peuvent varier selon le marché et la saison. Les liens vers des sites tiers sont fournis pour votre commodité\u00a0; nous n'avons aucune maîtrise sur leur contenu.",
    records: 'Conservation des documents',
    recordsText:
      "Conformément au droit suisse (notamment l'art.\u00a0958f du Code des obligations), les livres et pièces comptables ainsi que la correspondance commerciale sont conservés pendant 10\u00a0ans. Selon leur nature, d'autres documents sont soumis à des obligations de conservation de 5 à 10\u00a0ans ou plus.",
  },
  privacy: {
    title: 'Déclaration relative à la protection des données',
    introduction: 'Introduction',
    introductionText: (name: string) =>
      `${name} attache une grande importance à la protection de vos données personnelles. La présente déclaration explique quelles données nous traitons lorsque vous consultez notre site, réservez ou nous écrivez, pourquoi et comment, conformément à la loi fédérale sur la protection des données (nLPD) et à son ordonnance (OPDo).`,
    controller: 'Responsable du traitement',
    controllerIs: (name: string) => `Le responsable du traitement est ${name}`,
    country: 'Suisse',
    writeToUs: 'Pour toute question relative à vos données, écrivez-nous à',
    contactFallback: 'les coordonnées figurant au bas de cette page',
    categories: 'Catégories de données traitées',
    categoryList: [
      "Les messages envoyés par le formulaire de contact\u00a0: nom, adresse e-mail, sujet, texte du message et date d'envoi.",
      "Les réservations, faites en ligne, par téléphone ou sur place, et les demandes de groupe\u00a0: nom, adresse e-mail, téléphone, date, heure, nombre de personnes, remarques et suivi de la réservation (qui l'a confirmée, modifiée ou annulée, et quand). Une inscription sur la liste d’attente garde le nom, l’adresse e-mail, le téléphone, le jour, l’heure et le nombre de personnes, effacés à la fin du service.",
      "Les allergies ou intolérances que vous cochez en réservant, ou que vous écrivez dans vos remarques\u00a0: ce sont des données sur la santé, des données sensibles au sens de la nLPD. Nous ne les gardons qu'avec votre accord, donné en cochant la case prévue à cet effet ou, pour une réservation par téléphone, de vive voix (le personnel note alors «\u00a0accord donné par téléphone\u00a0»). Nous ne les utilisons que pour préparer votre repas sans danger\u00a0: la cuisine les lit sur la fiche allergies du service, et elles ne figurent dans aucun e-mail. Vous pouvez les retirer à tout moment sur la page de gestion de votre réservation.",
      'Les données que vous nous communiquez par téléphone ou par e-mail, par exemple pour réserver notre salle privée.',
      'Les données techniques indispensables au fonctionnement du site (adresse IP, date et heure, page demandée, type de navigateur), enregistrées dans les journaux du serveur.',
    ] as const,
    purposes: 'Finalités du traitement',
    purposesText:
      'Nous utilisons ces données pour répondre à vos messages et demandes de réservation, tenir nos réservations (confirmation et rappel par e-mail, lien de gestion de la réservation), organiser vos repas et événements, assurer la sécurité et le bon fonctionnement du site, et respecter nos obligations légales. Après deux absences sans annulation en un an, une réservation en ligne vous demande de nous appeler. Nous ne les utilisons pas à des fins publicitaires et ne procédons à aucun profilage.',
    legalBases: 'Bases juridiques',
    legalBasesText:
      "Nous traitons vos données dans la mesure nécessaire pour répondre à votre demande ou exécuter un contrat avec vous, sur la base de notre intérêt légitime à exploiter un site sûr, ou pour nous conformer à la loi. Vos allergies, données sensibles, ne sont traitées qu'avec votre consentement exprès (art.\u00a06, al.\u00a07 nLPD). Si un traitement repose sur votre consentement, vous pouvez le retirer à tout moment.",
    disclosure: 'Communication à des tiers',
    disclosureText:
      "Vos données ne sont ni vendues ni louées. Elles ne sont communiquées qu'à notre prestataire d'hébergement et à son prestataire de messagerie (messages du formulaire transmis au restaurant, e-mails de réservation), liés par contrat et tenus à la confidentialité, ou aux autorités lorsque la loi l'exige. Vos allergies ne figurant dans aucun e-mail, elles ne passent jamais par ce prestataire de messagerie. Si des données devaient être traitées hors de Suisse, ce ne serait que dans un État offrant un niveau de protection adéquat ou avec les garanties prévues par la nLPD.",
    retention: 'Durée de conservation',
    retentionContact: (days?: number) =>
      `Les messages du formulaire de contact sont conservés par le restaurant dans son système de gestion du site, puis effacés automatiquement ${days ? `${days}\u00a0jours après leur réception` : 'au terme de leur durée de conservation'}.`,
    retentionReservation: (days?: number) =>
      `Le nom, l'adresse e-mail, le téléphone, les remarques et les allergies d'une réservation sont effacés ${days ? `${days}\u00a0jours après sa date` : 'après sa date'}, de même que les e-mails qui s'y rapportent\u00a0; seuls restent la date, l'heure et le nombre de couverts, pour nos statistiques.`,
    retentionGroup: (days?: number) =>
      `Une demande de groupe est supprimée entièrement ${days ? `${days}\u00a0jours après la date demandée` : 'après la date demandée'}.`,
    retentionOthers:
      "D'une absence sans annulation, nous gardons en outre une empreinte chiffrée de l'e-mail et du téléphone pendant un an, uniquement pour la règle des deux absences. Les journaux techniques sont effacés après une courte durée. Les documents commerciaux et comptables sont conservés pendant les durées légales de 5 à 10\u00a0ans ou plus.",
    security: 'Sécurité des données',
    securityText:
      "Nous prenons des mesures techniques et organisationnelles appropriées pour protéger vos données contre la perte, l'accès non autorisé et l'usage abusif\u00a0: connexions chiffrées (HTTPS), accès à l'administration réservé au personnel authentifié, limitation du nombre d'envois du formulaire.",
    rights: 'Vos droits',
    rightsText:
      "Vous pouvez demander l'accès à vos données, leur rectification ou leur effacement, vous opposer à un traitement et, lorsque c'est applicable, obtenir la remise de vos données. Adressez votre demande à",
    authority: 'Vous pouvez aussi saisir le Préposé fédéral à la protection des données et à la transparence (PFPDT).',
    cookies: "Cookies et outils d'analyse",
    cookiesText:
      "Ce site ne dépose aucun cookie de suivi et n'utilise aucun outil d'analyse d'audience ni réseau publicitaire. Seuls vos choix du mode clair ou sombre et de la langue du site sont enregistrés dans votre navigateur (stockage local), ainsi que la session du personnel dans l'espace d'administration. Ces informations ne nous sont pas transmises.",
  },
};
