import type { Core } from '@strapi/strapi';
import { siteService } from '../utils/services';
import type { DataMigration } from './data-migration';

/**
 * Translations made before they named their subject (docs/product.md#translations) get the French name of their dish,
 * set menu or « Restaurant », so that /cms lists them by what they translate rather than by an identifier.
 */
const migration: DataMigration = {
  id: '2026-11-27-translation-subject-names',
  async up(strapi: Core.Strapi) {
    await siteService('api::translation.translation', strapi).nameSubjects();
  },
};

export default migration;
