import type { Core } from '@strapi/strapi';
import {
  SET_MENU_UID,
  cleanText,
  compareSetMenus,
  staffMessageOf,
  validateSetMenu,
  type SetMenu,
  type SetMenuInput,
  type SetMenuValues,
} from '@ticino/shared';
import { RulesError } from '../../../utils/rules-error';
import { checkDishesExist } from '../rules';
import { POPULATE, toSetMenu, type StoredSetMenu } from '../stored-set-menu';

/** No set menu's id holds control characters, and PostgreSQL refuses to even compare a text holding NUL. */
const namesNone = (id: string) => cleanText(id) !== id;

/** The staff's set menus (docs/product.md#set-menus); every write goes through the set-menu rules (rules.ts). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(SET_MENU_UID);

  /** The input checked as the dashboard checks it, with each course's problem under its course. */
  async function checked(input: SetMenuInput): Promise<SetMenuValues> {
    const result = validateSetMenu(input);
    if (!result.ok) throw new RulesError(staffMessageOf('setMenu.invalid'), result.errors);
    await checkDishesExist(strapi, result.values.courses);
    return result.values;
  }

  return {
    async list(): Promise<SetMenu[]> {
      const stored = (await documents().findMany({ populate: POPULATE })) as unknown as StoredSetMenu[];
      return stored.map(toSetMenu).sort(compareSetMenus);
    },

    async create(input: SetMenuInput): Promise<SetMenu> {
      const values = await checked(input);
      const created = (await documents().create({ data: values, populate: POPULATE })) as unknown as StoredSetMenu;
      return toSetMenu(created);
    },

    /** Replaces the set menu with the input; null when it does not exist. */
    async update(id: string, input: SetMenuInput): Promise<SetMenu | null> {
      if (namesNone(id)) return null;
      const values = await checked(input);
      return strapi.db.transaction(async () => {
        if (!(await documents().findOne({ documentId: id, fields: ['name'] }))) return null;
        const updated = (await documents().update({
          documentId: id,
          data: values,
          populate: POPULATE,
        })) as unknown as StoredSetMenu | null;
        return updated ? toSetMenu(updated) : null;
      });
    },

    /** Whether this call deleted the set menu. */
    async remove(id: string): Promise<boolean> {
      if (namesNone(id)) return false;
      const deleted = await documents().delete({ documentId: id });
      return deleted.entries.length > 0;
    },
  };
};
