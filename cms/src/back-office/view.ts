import crypto from 'crypto';
import type { Core } from '@strapi/strapi';

export interface FieldLabels {
  label: string;
  description?: string;
  /** `false`: shown but not editable in /cms (a guest's message, for instance). */
  editable?: false;
}

export interface EditField {
  name: string;
  size: number;
}

/** What a view sets in /cms: labels, list columns, edit form rows, settings such as the sort order. */
export interface ViewContent {
  settings?: Record<string, string | number | boolean>;
  fields: Record<string, FieldLabels>;
  list?: string[];
  edit?: EditField[][];
}

/**
 * How one content type (or component) looks in the back-office, one file per type in ./views. `versions` holds the
 * fingerprint of each version of the content, oldest first: changing the content means appending its new fingerprint
 * (a test says which), and a database that has an older version gets what changed at its next start.
 */
export interface BackOfficeView extends ViewContent {
  uid: string;
  kind: 'content-type' | 'component';
  versions: string[];
}

export const viewVersion = (view: BackOfficeView) => view.versions.length;

export function viewContent({ settings, fields, list, edit }: ViewContent): ViewContent {
  return { settings, fields, list, edit };
}

/** A short digest of what the view sets: it changes whenever the view does. */
export function fingerprint(view: ViewContent): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify(viewContent(view)))
    .digest('hex')
    .slice(0, 12);
}

interface FieldMetadata {
  edit: Record<string, unknown>;
  list: Record<string, unknown>;
}

/** A content type's /cms configuration as the content manager stores it. */
export interface StoredConfiguration {
  settings: Record<string, unknown>;
  metadatas: Record<string, FieldMetadata>;
  layouts: { list?: string[]; edit?: EditField[][] } & Record<string, unknown>;
}

/** The whole view over the current configuration: what a database that never had it gets. */
export function applyView(current: StoredConfiguration, view: ViewContent): StoredConfiguration {
  const metadatas = { ...current.metadatas };
  for (const [field, { label, description, editable }] of Object.entries(view.fields)) {
    const existing = metadatas[field] ?? { edit: {}, list: {} };
    metadatas[field] = {
      edit: {
        ...existing.edit,
        label,
        ...(description ? { description } : {}),
        ...(editable === false ? { editable } : {}),
      },
      list: { ...existing.list, label },
    };
  }
  return {
    settings: { ...current.settings, ...view.settings },
    metadatas,
    layouts: {
      ...current.layouts,
      ...(view.list ? { list: view.list } : {}),
      ...(view.edit ? { edit: view.edit } : {}),
    },
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A layout without the fields `known` lacks (those Strapi appended when they were added to the schema). */
function withoutNewFields(edit: EditField[][] | undefined, known: Set<string>): EditField[][] {
  return (edit ?? []).map((row) => row.filter(({ name }) => known.has(name))).filter((row) => row.length > 0);
}

const layoutFields = (content: ViewContent) =>
  new Set([...(content.list ?? []), ...(content.edit ?? []).flat().map(({ name }) => name)]);

/**
 * What a newer version of a view changes, and only that, over a configuration that the previous version `applied`
 * set up and the owner may have changed since. A label, a description or a setting is written when the new version
 * changes it and the owner has not (it still holds what was applied, or Strapi's default: the field's name as label,
 * no description); a layout is replaced when the owner has not rearranged it since (fields Strapi appended on its own
 * do not count). With `applied` unknown, only values still at Strapi's defaults are written.
 */
export function upgradeView(
  current: StoredConfiguration,
  applied: ViewContent | null,
  view: ViewContent,
): StoredConfiguration {
  const metadatas = { ...current.metadatas };
  for (const [field, { label, description, editable }] of Object.entries(view.fields)) {
    const before = applied?.fields[field];
    const existing = metadatas[field] ?? { edit: {}, list: {} };
    const untouched = (value: unknown, previous: string | undefined, strapiDefault: string) =>
      value === undefined || value === strapiDefault || (previous !== undefined && value === previous);
    const edit = { ...existing.edit };
    const list = { ...existing.list };
    if (label !== before?.label) {
      if (untouched(edit.label, before?.label, field)) edit.label = label;
      if (untouched(list.label, before?.label, field)) list.label = label;
    }
    if (description && description !== before?.description && untouched(edit.description, before?.description, '')) {
      edit.description = description;
    }
    // Strapi's default is editable; a field the view locks (or unlocks) follows it unless the owner changed it.
    if (editable !== before?.editable && (edit.editable ?? true) === (before?.editable ?? true)) {
      edit.editable = editable ?? true;
    }
    metadatas[field] = { edit, list };
  }

  const settings = { ...current.settings };
  for (const [key, value] of Object.entries(view.settings ?? {})) {
    const before = applied?.settings?.[key];
    if (applied && value !== before && (before === undefined || settings[key] === before)) settings[key] = value;
  }

  const layouts = { ...current.layouts };
  if (applied) {
    const known = layoutFields(applied);
    if (
      view.list &&
      !same(view.list, applied.list) &&
      same(
        (layouts.list ?? []).filter((name) => known.has(name)),
        applied.list,
      )
    ) {
      layouts.list = view.list;
    }
    if (view.edit && !same(view.edit, applied.edit) && same(withoutNewFields(layouts.edit, known), applied.edit)) {
      layouts.edit = view.edit;
    }
  }
  return { settings, metadatas, layouts };
}

interface ConfigurationService {
  findContentType?(uid: string): { uid: string } | undefined;
  findComponent?(uid: string): { uid: string } | undefined;
  findConfiguration(model: { uid: string }): Promise<StoredConfiguration>;
  updateConfiguration(model: { uid: string }, configuration: StoredConfiguration): Promise<unknown>;
}

/** Which version of a view a database has, and what that version set (null: not known, see upgradeView). */
export interface AppliedView {
  version: number;
  applied: ViewContent | null;
}

/** Where each database records the views it has, one key per content type's uid. */
export const appliedViews = (strapi: Core.Strapi) => strapi.store({ type: 'core', name: 'ticino-back-office-views' });

export function findModel(strapi: Core.Strapi, view: Pick<BackOfficeView, 'uid' | 'kind'>) {
  const contentManager = strapi.plugin('content-manager');
  const service = contentManager.service<ConfigurationService>(
    view.kind === 'component' ? 'components' : 'content-types',
  );
  const model = view.kind === 'component' ? service.findComponent?.(view.uid) : service.findContentType?.(view.uid);
  if (!model) throw new Error(`Back-office view for unknown model ${view.uid}`);
  return { service, model };
}

/**
 * Brings one view up to its current version, in one transaction with its record: a database without the view gets
 * all of it, one with an older version what changed since, one up to date nothing.
 */
export async function configureView(strapi: Core.Strapi, view: BackOfficeView): Promise<void> {
  await strapi.db.transaction(async () => {
    const store = appliedViews(strapi);
    const record = (await store.get({ key: view.uid })) as AppliedView | null;
    if (record && record.version >= viewVersion(view)) return;
    const { service, model } = findModel(strapi, view);
    const current = await service.findConfiguration(model);
    const content = viewContent(view);
    const next = record ? upgradeView(current, record.applied, content) : applyView(current, content);
    await service.updateConfiguration(model, next);
    const value: AppliedView = { version: viewVersion(view), applied: content };
    await store.set({ key: view.uid, value });
  });
}
