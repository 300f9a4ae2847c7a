import type { Core } from '@strapi/strapi';
import { once } from '../seed/once';

interface FieldLabels {
  label: string;
  description?: string;
}

interface EditField {
  name: string;
  size: number;
}

/** How one content type (or component) looks in the back-office: labels, list columns, edit form rows. */
interface BackOfficeView {
  uid: string;
  kind: 'content-type' | 'component';
  settings?: Record<string, string | number | boolean>;
  fields: Record<string, FieldLabels>;
  list?: string[];
  edit?: EditField[][];
}

/**
 * French labels and sensible layouts for the owner who fixes data in /cms: the columns that identify an item,
 * the newest messages first, the price rule spelt out next to the price.
 */
const VIEWS: BackOfficeView[] = [
  {
    uid: 'api::menu-item.menu-item',
    kind: 'content-type',
    settings: { mainField: 'title', defaultSortBy: 'title', defaultSortOrder: 'ASC', pageSize: 50 },
    fields: {
      title: { label: 'Titre' },
      price: { label: 'Prix (CHF)', description: 'Deux décimales au plus, avec un point (ex. 24.50).' },
      description: { label: 'Description' },
      category: { label: 'Catégorie', description: 'La rubrique de la carte où le plat apparaît.' },
      updatedAt: { label: 'Modifié le' },
    },
    list: ['title', 'category', 'price', 'updatedAt'],
    edit: [
      [
        { name: 'title', size: 8 },
        { name: 'price', size: 4 },
      ],
      [{ name: 'category', size: 6 }],
      [{ name: 'description', size: 12 }],
    ],
  },
  {
    uid: 'api::contact-message.contact-message',
    kind: 'content-type',
    settings: { mainField: 'subject', defaultSortBy: 'receivedAt', defaultSortOrder: 'DESC' },
    fields: {
      name: { label: 'Nom' },
      email: { label: 'E-mail' },
      subject: { label: 'Sujet' },
      message: { label: 'Message' },
      receivedAt: { label: 'Reçu le' },
      readAt: { label: 'Lu le' },
      handledAt: { label: 'Traité le' },
      deliveryState: { label: 'E-mail au restaurant', description: 'pending : en attente, sent : envoyé, failed : échec.' },
      deliveryAttempts: { label: "Essais d'envoi" },
      nextDeliveryAt: { label: 'Prochain essai' },
      lastDeliveryError: { label: "Dernière erreur d'envoi" },
      deliveredAt: { label: 'E-mail envoyé le' },
    },
    list: ['receivedAt', 'name', 'email', 'subject'],
    edit: [
      [
        { name: 'name', size: 6 },
        { name: 'email', size: 6 },
      ],
      [{ name: 'subject', size: 12 }],
      [{ name: 'message', size: 12 }],
      [{ name: 'receivedAt', size: 6 }],
    ],
  },
  {
    uid: 'api::restaurant.restaurant',
    kind: 'content-type',
    fields: {
      name: { label: 'Nom du restaurant' },
      tagline: { label: 'Accroche', description: "Sous le titre de la page d'accueil." },
      description: { label: 'Présentation' },
      chefName: { label: 'Chef' },
      phone: { label: 'Téléphone' },
      email: { label: 'E-mail' },
      street: { label: 'Rue et numéro' },
      postalCode: { label: 'Code postal' },
      city: { label: 'Ville' },
      privateRoomSeats: { label: 'Places du salon privé' },
      openingHours: { label: "Heures d'ouverture", description: 'Un créneau par service (midi, soir) et par jour.' },
    },
  },
  {
    uid: 'restaurant.opening-slot',
    kind: 'component',
    settings: { mainField: 'day' },
    fields: {
      day: { label: 'Jour' },
      opensAt: { label: 'Ouverture', description: 'HH:MM, par exemple 11:30.' },
      closesAt: { label: 'Fermeture', description: 'HH:MM, par exemple 14:00.' },
    },
  },
];

interface FieldMetadata {
  edit: Record<string, unknown>;
  list: Record<string, unknown>;
}

interface StoredConfiguration {
  settings: Record<string, unknown>;
  metadatas: Record<string, FieldMetadata>;
  layouts: Record<string, unknown>;
}

interface ConfigurationService {
  findContentType?(uid: string): { uid: string } | undefined;
  findComponent?(uid: string): { uid: string } | undefined;
  findConfiguration(model: { uid: string }): Promise<StoredConfiguration>;
  updateConfiguration(model: { uid: string }, configuration: StoredConfiguration): Promise<unknown>;
}

function withView(current: StoredConfiguration, view: BackOfficeView): StoredConfiguration {
  const metadatas = { ...current.metadatas };
  for (const [field, { label, description }] of Object.entries(view.fields)) {
    const existing = metadatas[field] ?? { edit: {}, list: {} };
    metadatas[field] = {
      edit: { ...existing.edit, label, ...(description ? { description } : {}) },
      list: { ...existing.list, label },
    };
  }
  return {
    settings: { ...current.settings, ...view.settings },
    metadatas,
    layouts: { ...current.layouts, ...(view.list ? { list: view.list } : {}), ...(view.edit ? { edit: view.edit } : {}) },
  };
}

/** Applied once per database, so whatever the owner rearranges afterwards in /cms stays as they left it. */
export async function configureBackOfficeViews(strapi: Core.Strapi): Promise<void> {
  await once(strapi, 'back-office-views', async () => {
    const contentManager = strapi.plugin('content-manager');
    for (const view of VIEWS) {
      const service = contentManager.service(view.kind === 'component' ? 'components' : 'content-types') as ConfigurationService;
      const model = view.kind === 'component' ? service.findComponent?.(view.uid) : service.findContentType?.(view.uid);
      if (!model) throw new Error(`Back-office view for unknown model ${view.uid}`);
      await service.updateConfiguration(model, withView(await service.findConfiguration(model), view));
    }
  });
}
