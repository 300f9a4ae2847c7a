import { STAFF_PASSWORD_MIN_LENGTH } from '../../utils/staff-password';
import type { BackOfficeView } from '../view';

/** Dashboard logins in /cms, in French: an empty role means Staff (back-office/staff-accounts.ts). */
const view: BackOfficeView = {
  uid: 'plugin::users-permissions.user',
  kind: 'content-type',
  versions: ['8401e54b87ce', '9b9aa9d173f4'],
  settings: { mainField: 'username', defaultSortBy: 'username', defaultSortOrder: 'ASC' },
  fields: {
    username: {
      label: "Nom d'utilisateur",
      description: 'Le nom à saisir pour se connecter au tableau de bord /admin.',
    },
    email: {
      label: 'E-mail',
      description: 'Obligatoire et unique ; une adresse en .invalid convient (ex. marco@staff.invalid).',
    },
    password: { label: 'Mot de passe', description: `${STAFF_PASSWORD_MIN_LENGTH} caractères au moins.` },
    role: { label: 'Rôle', description: 'Laissé vide : Staff, le rôle qui ouvre le tableau de bord.' },
    blocked: { label: 'Bloqué', description: 'Un compte bloqué ne peut plus se connecter.' },
    confirmed: { label: 'Confirmé' },
    provider: { label: 'Fournisseur' },
    createdAt: { label: 'Créé le' },
  },
  list: ['username', 'email', 'role', 'blocked'],
  edit: [
    [
      { name: 'username', size: 6 },
      { name: 'email', size: 6 },
    ],
    [
      { name: 'password', size: 6 },
      { name: 'role', size: 6 },
    ],
    [
      { name: 'blocked', size: 4 },
      { name: 'confirmed', size: 4 },
    ],
  ],
};

export default view;
