import type { Core } from '@strapi/strapi';
import backOfficeViewsVersioned from './2026-11-23-back-office-views-versioned';
import availabilityOrder from './2026-11-23-availability-order';
import hoursOpeningTimes from './2026-11-23-hours-opening-times';
import reservationContactHashes from './2026-11-26-reservation-contact-hashes';
import swisslawMenuLaw from './2026-11-23-swisslaw-menu-law';
import originCountryCodes from './2026-11-27-origin-country-codes';
import translationSubjectNames from './2026-11-27-translation-subject-names';
import cleanStoredPhotos from './2026-11-28-clean-stored-photos';
import outboxManageLinks from './2026-11-29-outbox-manage-links';
import tablePlaces from './2026-11-29-table-places';
import tableSettings from './2026-11-29-table-settings';
import paymentDeadline from './2026-11-29-payment-deadline';
import contactNoticesToOutbox from './2026-11-30-contact-notices-to-outbox';
import type { DataMigration } from './data-migration';

/** In the order they run; new ones go at the end. */
export const DATA_MIGRATIONS: DataMigration[] = [
  backOfficeViewsVersioned,
  availabilityOrder,
  hoursOpeningTimes,
  swisslawMenuLaw,
  reservationContactHashes,
  originCountryCodes,
  translationSubjectNames,
  cleanStoredPhotos,
  outboxManageLinks,
  tablePlaces,
  tableSettings,
  paymentDeadline,
  contactNoticesToOutbox,
];

const doneMigrations = (strapi: Core.Strapi) => strapi.store({ type: 'core', name: 'ticino-migrations' });

/**
 * Runs the migrations this database has not had yet, each in one transaction with its record: a start killed half-way
 * leaves the step undone, and the next start runs it again whole. On a new, empty database they find nothing to change.
 */
export async function runDataMigrations(
  strapi: Core.Strapi,
  migrations: DataMigration[] = DATA_MIGRATIONS,
): Promise<void> {
  for (const migration of migrations) {
    await strapi.db.transaction(async () => {
      const store = doneMigrations(strapi);
      if (await store.get({ key: migration.id })) return;
      await migration.up(strapi);
      await store.set({ key: migration.id, value: new Date().toISOString() });
      strapi.log.info(`Data migration ${migration.id} done.`);
    });
  }
}
