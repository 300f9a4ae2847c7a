/**
 * The French words of the API's general answers (`api.*`), apart so the staff dashboard's client can say an
 * unexplained failure without loading the rest of the French messages.
 */
export const apiMessagesFr = {
  loginSuccess: 'Connexion réussie',
  loginMissingFields: "Le nom d'utilisateur et le mot de passe sont requis",
  loginInvalidDeviceToken: "Le jeton d'appareil doit être un texte",
  loginInvalid: "Nom d'utilisateur ou mot de passe incorrect",
  loginRateLimited: 'Trop de tentatives de connexion. Veuillez réessayer dans une minute.',
  loginAccountRateLimited:
    'Trop de tentatives de connexion pour ce compte. Veuillez réessayer dans quelques minutes.',
  rateLimited: 'Trop de requêtes. Veuillez réessayer dans une minute.',
  logoutSuccess: 'Déconnexion réussie',
  unauthenticated: 'Authentification requise',
  forbidden: 'Accès réservé au personnel',
  notFound: 'Élément du menu introuvable',
  invalidMenuItem: "Les données de l'élément sont invalides",
  created: 'Élément ajouté au menu',
  updated: 'Élément mis à jour',
  deleted: 'Élément supprimé',
  photoSaved: 'Photo enregistrée',
  photoAltSaved: 'Texte alternatif enregistré',
  photoRemoved: 'Photo retirée',
  photoNotFound: "Cet élément n'a pas de photo",
  invalidPhoto: 'La photo est invalide',
  availabilityUpdated: 'Disponibilité mise à jour',
  invalidAvailabilityRequest: 'La disponibilité envoyée est invalide (disponible, épuisé ou masqué)',
  orderUpdated: 'Ordre enregistré',
  invalidOrder: "L'ordre envoyé est invalide : une catégorie et la liste de ses éléments sont requises",
  staleOrder: "La carte a changé entre-temps : l'ordre n'a pas été enregistré. Rechargez la liste.",
  invalidJson: 'Requête invalide',
  payloadTooLarge: 'Requête trop volumineuse',
  unsupportedMediaType: 'Format de requête non accepté : envoyez des données JSON',
  serverError: 'Une erreur est survenue',
};
