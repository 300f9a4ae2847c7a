import type { Core, Modules } from '@strapi/strapi';
import {
  EVENING_UID,
  MENU_ITEM_UID,
  RESTAURANT_SUBJECT_ID,
  SET_MENU_UID,
  TRANSLATION_UID,
  type TranslationSubject,
} from '@ticino/shared';
import { siteService } from '../../utils/services';
import type { StoredTranslationRow } from './services/translation';

/** The content types whose French texts are translated, and the subject they are. */
const SUBJECT_OF: Readonly<Record<string, TranslationSubject>> = {
  [MENU_ITEM_UID]: 'plat',
  [SET_MENU_UID]: 'formule',
  [EVENING_UID]: 'soirée',
  'api::restaurant.restaurant': 'restaurant',
};

type Context = Modules.Documents.Middleware.Context;

/**
 * A translation saved, by the staff's tab or in /cms, names its subject as /cms lists it (`subjectName`, the dish's or
 * set menu's or evening's French name). Saved « validée », it is what visitors read from then on: its text is copied to
 * `shownText`, with the French text it was checked against (`sourceText`). Saved « à revoir », visitors keep the text
 * validated before.
 */
async function completeFromSubject(strapi: Core.Strapi, context: Context): Promise<void> {
  const params = context.params as { documentId?: string; data?: Partial<StoredTranslationRow> };
  const data = params.data ?? {};
  const stored =
    context.action === 'update' && params.documentId
      ? ((await strapi.db
          .query(TRANSLATION_UID)
          .findOne({ where: { documentId: params.documentId } })) as StoredTranslationRow | null)
      : null;
  const translation = { ...stored, ...data };
  if (!translation.subject || !translation.subjectId) return;
  const subject = await siteService('api::translation.translation', strapi).subjectTexts(
    translation.subject,
    translation.subjectId,
  );
  const completed = { ...data, ...(subject && { subjectName: subject.name }) };
  if (translation.validation === 'validée') {
    const french = subject?.texts.find((source) => source.field === translation.field)?.text ?? null;
    Object.assign(completed, { shownText: translation.text ?? '', sourceText: french });
  }
  params.data = completed;
}

/**
 * Keeps the translations true to the French texts, whoever changes them (the staff API, /cms, an import): a changed
 * French text sends its validated translations back « à revoir », a renamed dish renames its translations' subject in
 * /cms, a deleted dish, set menu or evening takes its translations with it (docs/product.md#translations).
 */
export function registerTranslationUpkeep(strapi: Core.Strapi): void {
  const translations = () => siteService('api::translation.translation', strapi);
  strapi.documents.use(async (context, next) => {
    if (context.uid === TRANSLATION_UID && (context.action === 'create' || context.action === 'update')) {
      await completeFromSubject(strapi, context);
      return next();
    }
    const subject = SUBJECT_OF[context.uid];
    if (!subject || (context.action !== 'update' && context.action !== 'delete')) return next();
    const result = await next();
    const { documentId } = context.params as { documentId?: string };
    const subjectId = subject === 'restaurant' ? RESTAURANT_SUBJECT_ID : documentId;
    if (!subjectId) return result;
    if (context.action === 'delete') await translations().forget(subject, subjectId);
    else await translations().reviewAfterFrenchChange(subject, subjectId);
    return result;
  });
}
