import type { Context } from 'koa';
import {
  ALL_CATEGORIES,
  AVAILABILITIES,
  DEFAULT_LOCALE,
  MENU_ITEM_FIELDS,
  checkPhotoAlt,
  checkPhotoFile,
  PRICE_JUMP_CONFIRMATION,
  cleanText,
  isMenuCategory,
  type AllergenConfirmation,
  type MenuItem,
  type MenuItemInput,
  type MenuItemResponse,
  type MenuListResponse,
  type MenuStatisticsResponse,
  type AvailabilityRequest,
  type MenuOrderRequest,
  messageOf,
  type Locale,
  type Message,
} from '@ticino/shared';
import { exceedsPixelLimit } from '../../../utils/image-cleaning';
import { refuse, requestBody, requestedLocale, coded } from '../../../utils/json-reply';
import { publicContent, sendPrepared } from '../../../site/content';
import { siteService } from '../../../utils/services';
import { StaleOrderError, type AvailabilityChange, type MenuFilters, type PhotoOutcome } from '../services/menu';
import { sniffPhotoType } from '../photos';

const menu = () => siteService('api::menu-item.menu');

const SEARCH_MAX_LENGTH = 200;

const PHOTO = MENU_ITEM_FIELDS.photo;

/**
 * The list's filters, or null with a 400 answered, in `locale`: the public menu's is the guest's (`?locale=`), the
 * staff's list answers in French.
 */
function readFilters(ctx: Context, locale: Locale): MenuFilters | null {
  const { category, search } = ctx.query;
  const filters: MenuFilters = {};
  if (category !== undefined && category !== '' && category !== ALL_CATEGORIES) {
    if (!isMenuCategory(category)) {
      const unknown = messageOf('api.categoryUnknown');
      refuse(ctx, 400, unknown, { locale, errors: { category: unknown } });
      return null;
    }
    filters.category = category;
  }
  if (search !== undefined) {
    if (typeof search !== 'string' || search.length > SEARCH_MAX_LENGTH) {
      const invalid = messageOf('api.searchInvalid');
      refuse(ctx, 400, invalid, { locale, errors: { search: invalid } });
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

/**
 * The staff member confirming the item's allergens with this save (`confirmAllergens: true` in the body), recorded
 * with the time by the server, never taken from the client (docs/product.md#swiss-food-and-price-law).
 */
function allergenConfirmation(ctx: Context): AllergenConfirmation | null {
  const body = requestBody(ctx) as { confirmAllergens?: unknown } | undefined;
  const user = ctx.state.staffUser as { username: string } | undefined;
  if (!body || body.confirmAllergens !== true || !user) return null;
  return { at: new Date().toISOString(), by: user.username };
}

/** A file as the multipart parser (formidable, through koa-body) describes it. */
interface ParsedFile {
  filepath: string;
  size: number;
}

/** The files of a multipart request under `field`. */
function sentFiles(ctx: Context, field: string): ParsedFile[] {
  const files = (ctx.request as Context['request'] & { files?: Record<string, ParsedFile | ParsedFile[]> }).files;
  const sent = files?.[field];
  if (!sent) return [];
  return Array.isArray(sent) ? sent : [sent];
}

/** The alternative text sent with a photo (a multipart field or a JSON property), checked. */
function sentAlt(ctx: Context): ReturnType<typeof checkPhotoAlt> {
  const body = requestBody(ctx);
  const alt = body && typeof body === 'object' ? (body as Record<string, unknown>).alt : undefined;
  return checkPhotoAlt(alt);
}

function replyPhoto(ctx: Context, outcome: PhotoOutcome, message: Message): void {
  if (outcome.status === 'no-item') refuse(ctx, 404, messageOf('api.notFound'));
  else if (outcome.status === 'no-photo') refuse(ctx, 404, messageOf('api.photoNotFound'));
  else {
    const body: MenuItemResponse = { success: true, ...coded(message), data: outcome.item };
    ctx.body = body;
  }
}

/** docs/product.md#price-guard: only `true` confirms, so a stray value never lets a tenfold price through. */
function priceChangeConfirmed(ctx: Context): boolean {
  const body = requestBody(ctx);
  return typeof body === 'object' && body !== null && Reflect.get(body, PRICE_JUMP_CONFIRMATION) === true;
}

/** The most items a category's order may name: far above any real category. */
const ORDER_MAX_ITEMS = 500;

function readAvailability(ctx: Context): AvailabilityChange | null {
  const body = requestBody(ctx) as Partial<Record<keyof AvailabilityRequest, unknown>> | null;
  const availability = body?.availability;
  const untilFurtherNotice = body?.untilFurtherNotice ?? false;
  const known = (AVAILABILITIES as readonly unknown[]).includes(availability);
  if (!known || typeof untilFurtherNotice !== 'boolean') {
    refuse(ctx, 400, messageOf('api.invalidAvailabilityRequest'), {
      errors: { availability: MENU_ITEM_FIELDS.availability.messages.unknown },
    });
    return null;
  }
  return { availability: availability as AvailabilityChange['availability'], untilFurtherNotice };
}

function readOrder(ctx: Context): MenuOrderRequest | null {
  const body = requestBody(ctx) as Partial<Record<keyof MenuOrderRequest, unknown>> | null;
  const ids = body?.ids;
  if (
    !isMenuCategory(body?.category) ||
    !Array.isArray(ids) ||
    ids.length > ORDER_MAX_ITEMS ||
    !ids.every((id): id is string => typeof id === 'string')
  ) {
    refuse(ctx, 400, messageOf('api.invalidOrder'));
    return null;
  }
  return { category: body.category, ids };
}

async function sendList(ctx: Context, source: (filters: MenuFilters) => Promise<MenuItem[]>) {
  const filters = readFilters(ctx, DEFAULT_LOCALE);
  if (!filters) return;
  const body: MenuListResponse = { success: true, data: await source(filters) };
  ctx.body = body;
}

export default {
  // From memory, as the plain request answered before the router (docs/architecture.md#public-content).
  async publicList(ctx: Context) {
    const locale = requestedLocale(ctx);
    const filters = locale && readFilters(ctx, locale);
    if (locale && filters) sendPrepared(ctx, await publicContent(strapi).menuBody(filters, locale));
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
      refuse(ctx, 404, messageOf('api.notFound'));
      return;
    }
    const body: MenuItemResponse = { success: true, data: item };
    ctx.body = body;
  },

  async create(ctx: Context) {
    const body: MenuItemResponse = {
      success: true,
      ...coded(messageOf('api.created')),
      data: await menu().create(sentItem(ctx), allergenConfirmation(ctx)),
    };
    ctx.status = 201;
    ctx.body = body;
  },

  async update(ctx: Context) {
    const item = await menu().update(ctx.params.id, sentItem(ctx), allergenConfirmation(ctx), {
      priceChangeConfirmed: priceChangeConfirmed(ctx),
    });
    if (!item) {
      refuse(ctx, 404, messageOf('api.notFound'));
      return;
    }
    const body: MenuItemResponse = { success: true, ...coded(messageOf('api.updated')), data: item };
    ctx.body = body;
  },

  /**
   * A dish's photo from the dashboard (docs/product.md#dish-photos): one JPEG, PNG or WebP file under `photo`, its
   * French alternative text under `alt`. The type is read from the file's content, the size in pixels from its
   * header; anything refused writes nothing.
   */
  async setPhoto(ctx: Context) {
    const files = sentFiles(ctx, 'photo');
    const alt = sentAlt(ctx);
    if (files.length !== 1 || alt.error !== undefined) {
      refuse(ctx, 400, messageOf('api.invalidPhoto'), {
        errors: {
          ...(files.length !== 1 ? { photo: PHOTO.messages.missing } : {}),
          ...(alt.error !== undefined ? { alt: alt.error } : {}),
        },
      });
      return;
    }
    const [file] = files;
    const type = (await sniffPhotoType(file.filepath)) ?? '';
    const refusal = checkPhotoFile({ type, size: file.size });
    if (refusal) {
      refuse(ctx, refusal.code === 'api.photoTooLarge' ? 413 : 415, refusal, { errors: { photo: refusal } });
      return;
    }
    // From the file's header, before Strapi's upload service decodes it (several times, for its smaller sizes).
    if (await exceedsPixelLimit(file.filepath)) {
      const { tooManyPixels } = PHOTO.messages;
      refuse(ctx, 400, tooManyPixels, { errors: { photo: tooManyPixels } });
      return;
    }
    const outcome = await menu().setPhoto(ctx.params.id, { filepath: file.filepath, type, size: file.size }, alt.value);
    replyPhoto(ctx, outcome, messageOf('api.photoSaved'));
  },

  async setPhotoAlt(ctx: Context) {
    const alt = sentAlt(ctx);
    if (alt.error !== undefined) {
      refuse(ctx, 400, messageOf('api.invalidPhoto'), { errors: { alt: alt.error } });
      return;
    }
    replyPhoto(ctx, await menu().setPhotoAlt(ctx.params.id, alt.value), messageOf('api.photoAltSaved'));
  },

  async removePhoto(ctx: Context) {
    replyPhoto(ctx, await menu().removePhoto(ctx.params.id), messageOf('api.photoRemoved'));
  },

  async setAvailability(ctx: Context) {
    const change = readAvailability(ctx);
    if (!change) return;
    const item = await menu().setAvailability(ctx.params.id, change);
    if (!item) {
      refuse(ctx, 404, messageOf('api.notFound'));
      return;
    }
    const body: MenuItemResponse = { success: true, ...coded(messageOf('api.availabilityUpdated')), data: item };
    ctx.body = body;
  },

  async reorder(ctx: Context) {
    const order = readOrder(ctx);
    if (!order) return;
    try {
      const body: MenuListResponse = {
        success: true,
        ...coded(messageOf('api.orderUpdated')),
        data: await menu().reorder(order.category, order.ids),
      };
      ctx.body = body;
    } catch (error) {
      if (!(error instanceof StaleOrderError)) throw error;
      refuse(ctx, 409, messageOf('api.staleOrder'));
    }
  },

  async delete(ctx: Context) {
    if (!(await menu().remove(ctx.params.id))) {
      refuse(ctx, 404, messageOf('api.notFound'));
      return;
    }
    ctx.body = { success: true, ...coded(messageOf('api.deleted')) };
  },
};
