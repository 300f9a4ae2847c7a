import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NO_LAW_DETAILS,
  staffMessageOf,
  staffText,
  type MenuItem,
  type MenuItemValues,
  type MenuPhoto,
} from '@ticino/shared';
import type { PhotoChange } from '../api/menu-api';
import { MenuItemForm, formErrorsFrom, type FormErrors } from './MenuItemForm';
import { PHOTO_REMOVAL_NOTICE } from './PhotoField';

const FONDUE: MenuItem = {
  id: 'fondue',
  title: 'Fondue moitié-moitié',
  price: 32.5,
  description: 'Gruyère et vacherin',
  category: 'Nos Spécialités',
  availability: 'disponible',
  soldOutOn: null,
  availableFrom: null,
  availableUntil: null,
  boardUntil: null,
  position: 0,
  ...NO_LAW_DETAILS,
  photo: null,
};

function renderForm(props: { item?: MenuItem | null; restored?: MenuItemValues; serverErrors?: FormErrors } = {}) {
  const onSubmit = vi.fn(async (_values: MenuItemValues, _photo: PhotoChange) => props.serverErrors);
  render(
    <>
      <MenuItemForm formId="menu-item-form" item={props.item ?? null} restored={props.restored} onSubmit={onSubmit} />
      <button type="submit" form="menu-item-form">
        Enregistrer
      </button>
    </>,
  );
  const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
  return {
    onSubmit,
    title: field('Titre'),
    price: field('Prix (CHF)'),
    description: field('Description'),
    category: field('Catégorie'),
    submit: screen.getByRole('button', { name: 'Enregistrer' }),
  };
}

/**
 * jsdom has no editing commands. This stands in for the browser's `insertText` in an empty or fully selected field:
 * it replaces the value, as the browser would, and records what was inserted.
 */
function browserInsertText(supported = true) {
  const inserted: string[] = [];
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  const execCommand = vi.fn((command: string, showUi?: boolean, text?: string) => {
    if (!supported || command !== 'insertText' || showUi !== false || text === undefined) return false;
    inserted.push(text);
    const input = document.activeElement as HTMLInputElement;
    setValue?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return true;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true, writable: true });
  return { inserted, execCommand };
}

/** A paste event carrying text, as the clipboard gives it under "text" (alias of text/plain). */
function pasteInto(input: HTMLInputElement, text: string): boolean {
  input.focus();
  const event = createEvent.paste(input, {
    clipboardData: { getData: (format: string) => (format === 'text' || format === 'text/plain' ? text : '') },
  });
  fireEvent(input, event);
  return event.defaultPrevented;
}

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
});

describe('menu item form: starting values', () => {
  it('opens empty on the first category', () => {
    const { title, price, description, category } = renderForm();
    expect([title.value, price.value, description.value, category.value]).toEqual(['', '', '', 'Nos Spécialités']);
  });

  it("shows an item's values with the price in francs and centimes", () => {
    const { title, price, description, category } = renderForm({ item: { ...FONDUE, price: 32.5 } });
    expect([title.value, price.value, description.value, category.value]).toEqual([
      'Fondue moitié-moitié',
      '32.50',
      'Gruyère et vacherin',
      'Nos Spécialités',
    ]);
  });

  it('shows the values kept from before a forced re-login rather than the stored ones', () => {
    const { title, price, category } = renderForm({
      item: FONDUE,
      restored: {
        title: 'Fondue au crémant',
        price: 34,
        description: 'Gruyère',
        category: "Nos Suggestions d'Été",
        availability: 'disponible',
        soldOutOn: null,
        availableFrom: null,
        availableUntil: null,
        boardUntil: null,
        ...NO_LAW_DETAILS,
      },
    });
    expect([title.value, price.value, category.value]).toEqual(['Fondue au crémant', '34.00', "Nos Suggestions d'Été"]);
  });
});

describe('menu item form: submitting', () => {
  it('sends the checked, cleaned values', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.title, '  Polenta ');
    await user.type(form.price, '19.5');
    await user.type(form.description, 'Maïs{Enter}et ragoût');
    await user.selectOptions(form.category, 'Nos Pâtes');
    await user.click(form.submit);
    expect(form.onSubmit).toHaveBeenCalledTimes(1);
    expect(form.onSubmit).toHaveBeenCalledWith(
      {
        title: 'Polenta',
        price: 19.5,
        description: 'Maïs\net ragoût',
        category: 'Nos Pâtes',
        availability: 'disponible',
        soldOutOn: null,
        availableFrom: null,
        availableUntil: null,
        boardUntil: null,
        ...NO_LAW_DETAILS,
      },
      { kind: 'keep' },
    );
  });

  it('sends a dated, hidden item (docs/product.md#availability)', async () => {
    const user = userEvent.setup();
    const form = renderForm({ item: FONDUE });
    await user.selectOptions(screen.getByLabelText('Disponibilité'), 'masqué');
    await user.type(screen.getByLabelText('Premier jour'), '2027-02-12');
    await user.type(screen.getByLabelText('Dernier jour'), '2027-02-11');
    await user.click(form.submit);
    expect(form.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Dernier jour')).toHaveAccessibleDescription(
      staffText('menuItem.availableUntilBeforeFrom'),
    );
    await user.clear(screen.getByLabelText('Dernier jour'));
    await user.type(screen.getByLabelText('Dernier jour'), '2027-02-14');
    await user.click(form.submit);
    expect(form.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ availability: 'masqué', availableFrom: '2027-02-12', availableUntil: '2027-02-14' }),
      { kind: 'keep' },
    );
  });

  it('sends nothing while a field is wrong, shows every message and focuses the first field to fix', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.title, 'Polenta');
    await user.click(form.submit);
    expect(form.onSubmit).not.toHaveBeenCalled();
    expect(form.title).toHaveAccessibleDescription('');
    expect(form.price).toHaveAccessibleDescription(staffText('menuItem.priceRequired'));
    expect(form.description).toHaveAccessibleDescription(staffText('menuItem.descriptionRequired'));
    expect(form.price).toHaveFocus();
  });

  it('clears the message of the field being edited only', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.click(form.submit);
    expect(form.title).toHaveFocus();
    await user.type(form.description, 'x');
    expect(form.description).toHaveAccessibleDescription('');
    expect(form.title).toHaveAccessibleDescription(staffText('menuItem.titleRequired'));
    expect(form.price).toHaveAccessibleDescription(staffText('menuItem.priceRequired'));
    await user.type(form.description, 'y');
    expect(form.title).toHaveAccessibleDescription(staffText('menuItem.titleRequired'));
  });

  it("shows the server's errors on its fields and focuses the first of them", async () => {
    const user = userEvent.setup();
    const form = renderForm({
      item: FONDUE,
      serverErrors: {
        category: staffMessageOf('menuItem.categoryUnknown'),
        description: staffMessageOf('menuItem.descriptionTooLong', { max: 2000 }),
      },
    });
    await user.click(form.submit);
    expect(form.onSubmit).toHaveBeenCalledWith(
      {
        title: FONDUE.title,
        price: 32.5,
        description: FONDUE.description,
        category: FONDUE.category,
        availability: 'disponible',
        soldOutOn: null,
        availableFrom: null,
        availableUntil: null,
        boardUntil: null,
        ...NO_LAW_DETAILS,
      },
      { kind: 'keep' },
    );
    expect(form.description).toHaveAccessibleDescription('La description ne doit pas dépasser 2000 caractères');
    expect(form.category).toHaveAccessibleDescription("Cette catégorie n'existe pas");
    expect(form.description).toHaveFocus();
  });

  it.each([
    ['title', 'Titre'],
    ['price', 'Prix (CHF)'],
    ['description', 'Description'],
    ['category', 'Catégorie'],
  ])('takes the focus to the %s when it is the only field the server refuses', async (name, label) => {
    const user = userEvent.setup();
    renderForm({ item: FONDUE, serverErrors: { [name]: staffMessageOf('menuItem.titleRequired') } });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Le titre est requis');
  });

  it("keeps only the server's errors about the form's own fields, a dish's field by its code", () => {
    const titleRequired = staffMessageOf('menuItem.titleRequired');
    const tooHigh = staffMessageOf('menuItem.priceTooHigh', { max: 100000 });
    const fieldErrors = {
      title: staffText('menuItem.titleRequired'),
      price: staffText('menuItem.priceTooHigh', { max: 100000 }),
      id: 'Inconnu',
      documentId: 'x',
      description: 'Une règle que ce tableau de bord ne connaît pas encore',
      alt: staffText('menuItem.photoAltRequired'),
      photo: 'La photo dépasse 5 Mo.',
    };
    const fieldCodes = {
      title: titleRequired,
      price: tooHigh,
      id: { code: 'api.unknown' },
      description: { code: 'menuItem.notYetKnown' },
      alt: staffMessageOf('menuItem.photoAltRequired'),
      photo: { code: 'api.photoTooLarge', params: { max: 5 } },
    };
    expect(formErrorsFrom({ fieldErrors, fieldCodes })).toEqual({
      title: titleRequired,
      price: tooHigh,
      alt: 'Décrivez la photo en quelques mots (texte alternatif).',
      photo: 'La photo dépasse 5 Mo.',
    });
    expect(formErrorsFrom({ fieldErrors: {}, fieldCodes: {} })).toEqual({});
  });
});

describe('menu item form: a price written with a comma', () => {
  it('turns a typed comma into a decimal point through the browser, so the caret and undo stay right', () => {
    const { execCommand, inserted } = browserInsertText();
    const { price } = renderForm();
    price.focus();
    expect(fireEvent.keyDown(price, { key: ',' })).toBe(false);
    expect(execCommand).toHaveBeenCalledWith('insertText', false, '.');
    expect(inserted).toEqual(['.']);
  });

  it('leaves other keys alone', () => {
    const { execCommand } = browserInsertText();
    const { price } = renderForm();
    price.focus();
    expect(fireEvent.keyDown(price, { key: '1' })).toBe(true);
    expect(fireEvent.keyDown(price, { key: '.' })).toBe(true);
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('lets the comma through when the browser cannot insert text', () => {
    browserInsertText(false);
    const { price } = renderForm();
    price.focus();
    expect(fireEvent.keyDown(price, { key: ',' })).toBe(true);
    Reflect.deleteProperty(document, 'execCommand');
    expect(fireEvent.keyDown(price, { key: ',' })).toBe(true);
  });

  it.each([
    ['19,50', '19.50'],
    [' 19,50\n', '19.50'],
    ['0,5', '0.5'],
  ])('pastes %j as %j, and the form sends it as francs and centimes', async (pasted, expected) => {
    const { inserted } = browserInsertText();
    const form = renderForm({ item: FONDUE });
    form.price.select();
    expect(pasteInto(form.price, pasted)).toBe(true);
    expect(inserted).toEqual([expected]);
    expect(form.price.value).toBe(expected);
    await userEvent.setup().click(form.submit);
    expect(form.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ price: Number(expected) }), { kind: 'keep' });
  });

  it('leaves a pasted price with a point, or anything else without a comma, to the browser', () => {
    const { execCommand } = browserInsertText();
    const { price } = renderForm();
    expect(pasteInto(price, '19.50')).toBe(false);
    expect(pasteInto(price, 'abc')).toBe(false);
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('lets a pasted comma through when the browser cannot insert text', () => {
    browserInsertText(false);
    const { price } = renderForm();
    expect(pasteInto(price, '19,50')).toBe(false);
    Reflect.deleteProperty(document, 'execCommand');
    expect(pasteInto(price, '19,50')).toBe(false);
  });
});

const STORED_PHOTO: MenuPhoto = {
  url: '/uploads/fondue.jpg',
  alt: 'Un caquelon de fondue fumant',
  width: 1600,
  height: 1067,
  formats: {
    thumbnail: { url: '/uploads/thumbnail_fondue.jpg', width: 234, height: 156 },
    small: { url: '/uploads/small_fondue.jpg', width: 500, height: 333 },
  },
};

const photoFile = (name: string, type: string, size = 1024) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const choosePhoto = () => screen.getByLabelText<HTMLInputElement>(/^(Ajouter une|Remplacer la) photo$/);
const altInput = () => screen.getByLabelText<HTMLInputElement>('Texte alternatif de la photo');

async function fillItem(user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof renderForm>) {
  await user.type(form.title, 'Polenta');
  await user.type(form.price, '19.5');
  await user.type(form.description, 'Maïs');
}

describe('menu item form: the photo', () => {
  it('refuses a file of another type or over 5 Mo with its French message, and keeps none', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    await user.upload(choosePhoto(), photoFile('menu.gif', 'image/gif'));
    expect(choosePhoto()).toHaveAccessibleDescription(expect.stringContaining('Format accepté : JPEG, PNG ou WebP.'));
    await user.upload(choosePhoto(), photoFile('grande.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(choosePhoto()).toHaveAccessibleDescription(expect.stringContaining('La photo dépasse 5 Mo.'));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Texte alternatif de la photo')).not.toBeInTheDocument();
  });

  it('only offers JPEG, PNG and WebP files to choose from', () => {
    renderForm();
    expect(choosePhoto()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  });

  it('previews a chosen photo and requires its alt text before sending', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await fillItem(user, form);
    const file = photoFile('polenta.webp', 'image/webp');
    await user.upload(choosePhoto(), file);
    expect(screen.getByRole('img', { name: 'Aperçu du fichier choisi' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await user.click(form.submit);
    expect(form.onSubmit).not.toHaveBeenCalled();
    expect(altInput()).toHaveAccessibleDescription(expect.stringContaining(staffText('menuItem.photoAltRequired')));
    expect(altInput()).toHaveFocus();

    await user.type(altInput(), '  Une polenta dorée ');
    expect(altInput()).not.toHaveAccessibleDescription(expect.stringContaining(staffText('menuItem.photoAltRequired')));
    await user.click(form.submit);
    expect(form.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: 'Polenta' }), {
      kind: 'upload',
      file,
      alt: 'Une polenta dorée',
    });
  });

  it("shows an item's photo in its sizes, and sends an alt text change alone", async () => {
    const user = userEvent.setup();
    const form = renderForm({ item: { ...FONDUE, photo: STORED_PHOTO } });
    const shown = screen.getByRole('img', { name: STORED_PHOTO.alt });
    expect(shown).toHaveAttribute(
      'srcset',
      '/uploads/thumbnail_fondue.jpg 234w, /uploads/small_fondue.jpg 500w, /uploads/fondue.jpg 1600w',
    );
    expect(altInput()).toHaveValue(STORED_PHOTO.alt);
    await user.clear(altInput());
    await user.type(altInput(), 'Une fondue au caquelon');
    await user.click(form.submit);
    expect(form.onSubmit).toHaveBeenCalledWith(expect.anything(), { kind: 'alt', alt: 'Une fondue au caquelon' });
  });

  it("removes an item's photo on saving, which can be taken back until then", async () => {
    const user = userEvent.setup();
    const form = renderForm({ item: { ...FONDUE, photo: STORED_PHOTO } });
    await user.click(screen.getByRole('button', { name: 'Retirer la photo' }));
    expect(screen.getByText(PHOTO_REMOVAL_NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Garder la photo' }));
    expect(screen.getByRole('img', { name: STORED_PHOTO.alt })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retirer la photo' }));
    await user.click(form.submit);
    expect(form.onSubmit).toHaveBeenCalledWith(expect.anything(), { kind: 'remove' });
  });

  it("shows the server's refusal of the photo under it", async () => {
    const user = userEvent.setup();
    const form = renderForm({ item: FONDUE, serverErrors: { photo: 'La photo dépasse 5 Mo.' } });
    await user.upload(choosePhoto(), photoFile('fondue.jpg', 'image/jpeg'));
    await user.type(altInput(), 'Une fondue');
    await user.click(form.submit);
    expect(choosePhoto()).toHaveAccessibleDescription(expect.stringContaining('La photo dépasse 5 Mo.'));
    expect(choosePhoto()).toHaveFocus();
  });
});
