import { describe, expect, it } from 'vitest';
import { MENU_ITEM_FIELDS, MENU_ITEM_ATTRIBUTE_NAMES } from '@ticino/shared';
import { BACK_OFFICE_VIEWS } from '../src/back-office';
import {
  applyView,
  fingerprint,
  upgradeView,
  type StoredConfiguration,
  type ViewContent,
} from '../src/back-office/view';
import menuItemView from '../src/back-office/views/menu-item';

describe('back-office view files', () => {
  it.each(BACK_OFFICE_VIEWS.map((view) => [view.uid, view] as const))(
    '%s records its content as its last version',
    (uid, view) => {
      const current = fingerprint(view);
      expect(
        view.versions.at(-1),
        `The view of ${uid} changed: append '${current}' to its versions, so databases that have the previous one get the change.`,
      ).toBe(current);
    },
  );

  it.each(MENU_ITEM_ATTRIBUTE_NAMES)(
    'the menu-item view labels %s from the descriptor and places it in the edit form',
    (field) => {
      expect(menuItemView.fields[field]?.label).toBe(MENU_ITEM_FIELDS[field].label);
      expect(menuItemView.edit?.flat().map(({ name }) => name)).toContain(field);
    },
  );
});

/** A configuration as Strapi creates it: every label the field's name, one field per row. */
function strapiDefaults(fields: string[]): StoredConfiguration {
  return {
    settings: { mainField: 'id', pageSize: 10 },
    metadatas: Object.fromEntries(
      fields.map((field) => [field, { edit: { label: field, description: '' }, list: { label: field } }]),
    ),
    layouts: { list: fields.slice(0, 4), edit: fields.map((name) => [{ name, size: 6 }]) },
  };
}

const V1: ViewContent = {
  settings: { mainField: 'title' },
  fields: { title: { label: 'Titre' }, price: { label: 'Prix', description: 'En francs.' } },
  list: ['title', 'price'],
  edit: [
    [
      { name: 'title', size: 8 },
      { name: 'price', size: 4 },
    ],
  ],
};

const V2: ViewContent = {
  settings: { mainField: 'title', pageSize: 50 },
  fields: {
    title: { label: 'Intitulé' },
    price: { label: 'Prix (CHF)', description: 'En francs suisses.' },
    origin: { label: 'Origine' },
  },
  list: ['title', 'price', 'origin'],
  edit: [
    [
      { name: 'title', size: 8 },
      { name: 'price', size: 4 },
    ],
    [{ name: 'origin', size: 6 }],
  ],
};

/** The database once version 1 was applied, then the schema gained `origin` (Strapi appends it to the edit form). */
function afterV1WithNewField(): StoredConfiguration {
  const configuration = applyView(strapiDefaults(['title', 'price']), V1);
  configuration.metadatas.origin = { edit: { label: 'origin', description: '' }, list: { label: 'origin' } };
  configuration.layouts.edit = [...configuration.layouts.edit!, [{ name: 'origin', size: 6 }]];
  return configuration;
}

describe('a newer version of a view', () => {
  it('labels a new field, places it and brings the changed labels and settings the owner left alone', () => {
    const upgraded = upgradeView(afterV1WithNewField(), V1, V2);
    expect(upgraded.metadatas.origin).toEqual({
      edit: { label: 'Origine', description: '' },
      list: { label: 'Origine' },
    });
    expect(upgraded.metadatas.title.edit.label).toBe('Intitulé');
    expect(upgraded.metadatas.price.edit).toMatchObject({ label: 'Prix (CHF)', description: 'En francs suisses.' });
    expect(upgraded.settings).toMatchObject({ mainField: 'title', pageSize: 50 });
    expect(upgraded.layouts.edit).toEqual(V2.edit);
    expect(upgraded.layouts.list).toEqual(V2.list);
  });

  it("keeps the owner's own labels, settings and layouts", () => {
    const owned = afterV1WithNewField();
    owned.metadatas.title = { edit: { label: 'Nom du plat' }, list: { label: 'Plat' } };
    owned.metadatas.price.edit.description = 'Prix TTC.';
    owned.settings.mainField = 'price';
    owned.layouts.edit = [[{ name: 'price', size: 12 }], [{ name: 'title', size: 12 }], [{ name: 'origin', size: 6 }]];
    owned.layouts.list = ['price', 'title'];
    const upgraded = upgradeView(owned, V1, V2);
    expect(upgraded.metadatas.title).toEqual({ edit: { label: 'Nom du plat' }, list: { label: 'Plat' } });
    expect(upgraded.metadatas.price.edit).toMatchObject({ label: 'Prix (CHF)', description: 'Prix TTC.' });
    expect(upgraded.settings.mainField).toBe('price');
    expect(upgraded.layouts.edit).toEqual(owned.layouts.edit);
    expect(upgraded.layouts.list).toEqual(['price', 'title']);
    expect(upgraded.metadatas.origin.edit.label).toBe('Origine');
  });

  it("changes only what is still at Strapi's defaults when the version applied before is not known", () => {
    const upgraded = upgradeView(afterV1WithNewField(), null, V2);
    expect(upgraded.metadatas.origin.edit.label).toBe('Origine');
    expect(upgraded.metadatas.title.edit.label).toBe('Titre');
    expect(upgraded.layouts.edit).toEqual(afterV1WithNewField().layouts.edit);
  });

  it('locks the fields a version makes read-only, and unlocks them when a later one stops', () => {
    const locked: ViewContent = { ...V2, fields: { ...V2.fields, title: { label: 'Intitulé', editable: false } } };
    const upgraded = upgradeView(afterV1WithNewField(), V1, locked);
    expect(upgraded.metadatas.title.edit.editable).toBe(false);
    expect(upgraded.metadatas.price.edit.editable).toBeUndefined();
    expect(applyView(strapiDefaults(['title', 'price']), locked).metadatas.title.edit.editable).toBe(false);
    expect(upgradeView(upgraded, locked, V2).metadatas.title.edit.editable).toBe(true);
  });
});
