import type { Schema, UID } from '@strapi/strapi';

type RequiredNames<TUID extends UID.Schema> = Schema.RequiredAttributeNames<TUID>;

/**
 * The given attributes of a stored entry, typed from Strapi's generated typings (`cms/types/generated`): the ones
 * the schema requires are always there, the others may be missing or null. (Strapi's `Data.ContentType` types every
 * attribute as optional, which the code would then have to check again for columns the database never leaves empty.)
 */
export type Stored<TUID extends UID.Schema, TFields extends Schema.AttributeNames<TUID>> = {
  [Field in TFields & RequiredNames<TUID>]: Schema.AttributeValueByName<TUID, Field>;
} & {
  [Field in Exclude<TFields, RequiredNames<TUID>>]?: Schema.AttributeValueByName<TUID, Field> | null;
};
