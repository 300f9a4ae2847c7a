import type { Core } from '@strapi/strapi';

/**
 * A change to data that databases made by earlier versions need, run once per database. Strapi's own migrations
 * (database/migrations) run before it adds new columns to the tables, so they could not fill a new field: these run
 * in `bootstrap`, once the tables match the content types, before the seeds. Its own file, so that each migration
 * names its type without importing the list that imports it.
 */
export interface DataMigration {
  /** Never changes once released: it is what the database records. Dated, so the list reads in order. */
  id: string;
  up(strapi: Core.Strapi): Promise<void>;
}
