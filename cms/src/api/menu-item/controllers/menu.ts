import type { Context } from 'koa';
import {
  ALL_CATEGORIES,
  API_MESSAGES,
  MENU_ITEM_MESSAGES,
  PRICE_JUMP_CONFIRMATION,
  cleanText,
  isMenuCategory,
  type MenuItem,
  type MenuItemInput,
  type MenuItemResponse,
  type MenuListResponse,
  type MenuStatisticsResponse,
} from '@ticino/shared';
import { replyFailure, requestBody } from '../../../utils/json-reply';
import { publicContent } from '../../../public-content';
import { sendPrepared } from '../../../public-content/bodies';
import { siteService } from '../../../utils/services';
import type { MenuFilters } from '../services/menu';

const menu = () => siteService('api::menu-item.menu');

const SEARCH_MAX_LENGTH = 200;

function readFilters(ctx: Context): MenuFilters | null {
  const { category, search } = ctx.query;
  const filters: MenuFilters = {};
  if (category !== undefined && category !== '' && category !== ALL_CATEGORIES) {
    if (!isMenuCategory(category)) {
      replyFailure(ctx, 400, MENU_ITEM_MESSAGES.categoryUnknown, { category: MENU_ITEM_MESSAGES.categoryUnknown });
      return null;
    }
    filters.category = category;
  }
  if (search !== undefined) {
    if (typeof search !== 'string' || search.length > SEARCH_MAX_LENGTH) {
      replyFailure(ctx, 400, 'La recherche est invalide', { search: 'La recherche est invalide' });
      return null;
    }
    const needle = cleanText(search);
    if (needle) filters.search = needle;
  }
  return filters;
}

/**
 * The item the client sent, unchecked: the menu-item write rules (rules.ts) check it on its way to the database, and
 * `global::api-errors` answers their refusal with its field messages (docs/product.md#menu-api).
 */
function sentItem(ctx: Context): MenuItemInput {
  const body = requestBody(ctx);
  return body && typeof body === 'object' && !Array.isArray(body) ? body : {};
}

/** docs/product.md#price-guard: only `true` confirms, so a stray value never lets a tenfold price through. */
function priceChangeConfirmed(ctx: Context): boolean {
  const body = requestBody(ctx);
  return typeof body === 'object' && body !== null && Reflect.get(body, PRICE_JUMP_CONFIRMATION) === true;
}

async function sendList(ctx: Context, source: (filters: MenuFilters) => Promise<MenuItem[]>) {
  const filters = readFilters(ctx);
  if (!filters) return;
  const body: MenuListResponse = { success: true, data: await source(filters) };
  ctx.body = body;
}

export default {
  // From memory, as the plain request answered before the router (docs/architecture.md#public-content).
  async publicList(ctx: Context) {
    const filters = readFilters(ctx);
    if (filters) sendPrepared(ctx, await publicContent(strapi).menuBody(filters));
  },
  // The staff always read the database itself.
  list: (ctx: Context) => sendList(ctx, (filters) => menu().list(filters)),

  async statistics(ctx: Context) {
    const body: MenuStatisticsResponse = { success: true, data: await menu().statistics() };
    ctx.body = body;
  },

  async findOne(ctx: Context) {
    const item = await menu().findOne(ctx.params.id);
    if (!item) {
      replyFailure(ctx, 404, API_MESSAGES.notFound);
      return;
    }
    const body: MenuItemResponse = { success: true, data: item };
    ctx.body = body;
  },

  async create(ctx: Context) {
    const body: MenuItemResponse = {
      success: true,
      message: API_MESSAGES.created,
      data: await menu().create(sentItem(ctx)),
    };
    ctx.status = 201;
    ctx.body = body;
  },

  async update(ctx: Context) {
    const item = await menu().update(ctx.params.id, sentItem(ctx), {
      priceChangeConfirmed: priceChangeConfirmed(ctx),
    });
    if (!item) {
      replyFailure(ctx, 404, API_MESSAGES.notFound);
      return;
    }
    const body: MenuItemResponse = { success: true, message: API_MESSAGES.updated, data: item };
    ctx.body = body;
  },

  async delete(ctx: Context) {
    if (!(await menu().remove(ctx.params.id))) {
      replyFailure(ctx, 404, API_MESSAGES.notFound);
      return;
    }
    ctx.body = { success: true, message: API_MESSAGES.deleted };
  },
};
