import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  LAW_LIMITS,
  NO_LAW_DETAILS,
  staffMessageOf,
  staffText,
  wordStaffMessage,
  type MenuItem,
  type MenuItemValues,
} from '@ticino/shared';
import type { PhotoChange } from '../api/menu-api';
import { MenuItemForm, type FormErrors } from './MenuItemForm';

/** The law sections of the item form take the focus and describe their controls (docs/product.md#menu-item-form). */

const PERCH: MenuItem = {
  id: 'perche',
  title: 'Filets de perche meunière',
  price: 36,
  description: 'Beurre noisette, pommes allumettes.',
  category: 'Nos Poissons',
  availability: 'disponible',
  soldOutOn: null,
  availableFrom: null,
  availableUntil: null,
  boardUntil: null,
  position: 0,
  ...NO_LAW_DETAILS,
  allergens: ['poissons', 'lait'],
  origins: [
    { animal: 'poisson', name: 'Féra', production: 'elevage', country: 'CH', faoArea: null },
    { animal: 'poisson', name: 'Perche', production: 'sauvage', country: 'CH', faoArea: null },
  ],
  photo: null,
};

const GAMAY: MenuItem = {
  ...PERCH,
  id: 'gamay',
  title: 'Gamay de Genève AOC',
  price: 42,
  description: 'Rouge fruité.',
  category: 'Vins Rouges - Suisse',
  allergens: ['sulfites'],
  origins: [],
  quantities: [{ quantity: '75 cl', price: 42 }],
  wine: { producer: 'Domaine des Bossons', appellation: 'Genève AOC', grape: 'Gamay', vintage: 2022, genevan: true },
};

function renderForm(item: MenuItem | null = null, serverErrors?: FormErrors) {
  const onSubmit = vi.fn(async (_values: MenuItemValues, _photo: PhotoChange) => serverErrors);
  render(
    <>
      <MenuItemForm formId="menu-item-form" item={item} onSubmit={onSubmit} />
      <button type="submit" form="menu-item-form">
        Enregistrer
      </button>
    </>,
  );
  return { onSubmit, user: userEvent.setup() };
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Enregistrer' }));

/** A law section's folding box, found by the title its summary starts with. */
function section(title: string): HTMLDetailsElement {
  const summary = screen.getAllByText(
    (_, element) => element?.tagName === 'SUMMARY' && element.textContent?.startsWith(title) === true,
  )[0];
  return summary.closest('details')!;
}

async function fillNewItem(user: ReturnType<typeof userEvent.setup>, category: string, price = '52') {
  await user.type(screen.getByLabelText('Titre'), 'Gamaret de Satigny');
  await user.type(screen.getByLabelText('Prix (CHF)'), price);
  await user.type(screen.getByLabelText('Description'), 'Rouge genevois épicé.');
  await user.selectOptions(screen.getByLabelText('Catégorie'), category);
}

describe('law sections: a save refused by the form', () => {
  it('takes a wine saved without a quantity to « Ajouter une quantité », its section open, the message read with it', async () => {
    const { user, onSubmit } = renderForm();
    await fillNewItem(user, 'Vins Rouges - Suisse');
    await save(user);
    expect(onSubmit).not.toHaveBeenCalled();
    const addQuantity = screen.getByRole('button', { name: 'Ajouter une quantité' });
    expect(addQuantity).toHaveFocus();
    expect(section('Quantités et prix')).toHaveAttribute('open');
    expect(addQuantity).toBeVisible();
    expect(addQuantity).toHaveAccessibleDescription(staffText('law.quantityRequired'));
  });

  it('opens the folded section again when the same error comes back, and focuses it again', async () => {
    const { user } = renderForm();
    await fillNewItem(user, 'Vins Rouges - Suisse');
    await save(user);
    await user.click(within(section('Quantités et prix')).getByText('Quantités et prix'));
    expect(section('Quantités et prix')).not.toHaveAttribute('open');
    await save(user);
    expect(section('Quantités et prix')).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Ajouter une quantité' })).toHaveFocus();
  });

  it('focuses the faulty quantity of its row, described by the message', async () => {
    const { user } = renderForm();
    await fillNewItem(user, 'Vins Rouges - Suisse');
    await user.click(screen.getByRole('button', { name: 'Ajouter une quantité' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter une quantité' }));
    const first = screen.getByRole('group', { name: 'Quantité 1' });
    await user.type(within(first).getByLabelText('Quantité (ex. 1 dl, 75 cl)'), '1 dl');
    await user.type(within(first).getByLabelText('Prix (CHF)'), '7.50');
    const second = screen.getByRole('group', { name: 'Quantité 2' });
    await user.type(within(second).getByLabelText('Quantité (ex. 1 dl, 75 cl)'), '75 cl');
    await user.type(within(second).getByLabelText('Prix (CHF)'), 'cher');
    await save(user);
    const price = within(second).getByLabelText('Prix (CHF)');
    expect(price).toHaveFocus();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(staffText('law.quantityPrice', { row: 2 }));
    expect(second).toHaveAccessibleDescription(staffText('law.quantityPrice', { row: 2 }));
    expect(within(first).getByLabelText('Prix (CHF)')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('focuses the FAO area of the sea fish that lacks it, in its own origin row', async () => {
    const { user, onSubmit } = renderForm();
    await fillNewItem(user, 'Nos Poissons', '38');
    await user.click(within(section('Origine des viandes et poissons')).getByText('Origine des viandes et poissons'));
    await user.click(screen.getByRole('button', { name: 'Ajouter une origine' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter une origine' }));
    const first = screen.getByRole('group', { name: 'Origine 1' });
    await user.selectOptions(within(first).getByLabelText('Animal'), 'Bœuf');
    await user.selectOptions(within(first).getByLabelText('Production'), 'élevage');
    await user.selectOptions(within(first).getByLabelText('Pays'), 'CH');
    const second = screen.getByRole('group', { name: 'Origine 2' });
    await user.selectOptions(within(second).getByLabelText('Animal'), 'Poisson');
    await user.selectOptions(within(second).getByLabelText('Production'), 'sauvage, pêché en mer');
    // Folded again before saving: the error must open it.
    await user.click(within(section('Origine des viandes et poissons')).getByText('Origine des viandes et poissons'));
    await save(user);
    expect(onSubmit).not.toHaveBeenCalled();
    const area = within(second).getByLabelText('Zone de pêche FAO');
    expect(area).toHaveFocus();
    expect(area).toBeVisible();
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription(staffText('law.originFaoArea', { row: 2 }));
    expect(second).toHaveAccessibleDescription(staffText('law.originFaoArea', { row: 2 }));
    expect(first).toHaveAccessibleDescription('');
  });

  it('starts a new origin with nothing chosen, and takes the staff to the animal that does not fit the dish', async () => {
    const { user, onSubmit } = renderForm(PERCH);
    await user.click(screen.getByRole('button', { name: 'Ajouter une origine' }));
    const third = screen.getByRole('group', { name: 'Origine 3' });
    for (const control of ['Animal', 'Production', 'Pays'])
      expect(within(third).getByLabelText(control)).toHaveDisplayValue('Choisissez…');
    await user.selectOptions(within(third).getByLabelText('Animal'), 'Bœuf');
    await user.selectOptions(within(third).getByLabelText('Production'), 'élevage');
    await user.selectOptions(within(third).getByLabelText('Pays'), 'Suisse');
    await save(user);
    expect(onSubmit).not.toHaveBeenCalled();
    const animal = within(third).getByLabelText('Animal');
    expect(animal).toHaveFocus();
    expect(animal).toHaveAccessibleDescription(staffText('law.originMismatch', { animal: 'boeuf' }));
    expect(screen.getByRole('group', { name: 'Origine 1' })).toHaveAccessibleDescription('');
  });

  it('offers the countries by their French names, the neighbours first, and saves the chosen one as its code', async () => {
    const { user, onSubmit } = renderForm(PERCH);
    const country = within(screen.getByRole('group', { name: 'Origine 2' })).getByLabelText('Pays');
    expect(country).toHaveDisplayValue('Suisse');
    const frequent = within(country).getByRole('group', { name: 'Fréquents' });
    expect(
      within(frequent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Suisse', 'France', 'Italie', 'Allemagne', 'Autriche']);
    const all = within(within(country).getByRole('group', { name: 'Tous les pays' })).getAllByRole('option');
    expect(all).toHaveLength(249);
    const names = all.map((option) => option.textContent);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    await user.selectOptions(country, 'Viêt Nam');
    await save(user);
    expect(onSubmit.mock.calls[0][0].origins.map((origin) => origin.country)).toEqual(['CH', 'VN']);
  });

  it('shows a country typed before codes as its own option, kept until staff pick one from the list', async () => {
    const legacy = { ...PERCH.origins[1], country: 'Atlantide' as 'CH' };
    const { user, onSubmit } = renderForm({ ...PERCH, origins: [PERCH.origins[0], legacy] });
    const row = screen.getByRole('group', { name: 'Origine 2' });
    const country = within(row).getByLabelText('Pays');
    expect(country).toHaveDisplayValue('Atlantide (à choisir dans la liste)');
    // Left as it was stored, it does not hold up the rest of the edit (« À vérifier » lists the dish).
    await save(user);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0].origins[1].country).toBe('Atlantide');
    await user.selectOptions(country, 'Suisse');
    expect(within(country).queryByRole('option', { name: /à choisir dans la liste/ })).not.toBeInTheDocument();
    await save(user);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1][0].origins[1].country).toBe('CH');
  });

  it('focuses a plain field before any law section', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Titre'), 'Merlot');
    await user.selectOptions(screen.getByLabelText('Catégorie'), 'Vins Rouges - Suisse');
    await user.type(screen.getByLabelText('Prix (CHF)'), '9');
    await save(user);
    expect(screen.getByLabelText('Description')).toHaveFocus();
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(staffText('menuItem.descriptionRequired'));
  });

  it('focuses the photo before a law section', async () => {
    const { user } = renderForm();
    await fillNewItem(user, 'Vins Rouges - Suisse');
    await user.upload(screen.getByLabelText('Ajouter une photo'), new File(['x'], 'vin.jpg', { type: 'image/jpeg' }));
    await save(user);
    const alt = screen.getByLabelText('Texte alternatif de la photo');
    expect(alt).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Ajouter une quantité' })).toHaveAccessibleDescription(
      staffText('law.quantityRequired'),
    );
  });
});

describe("law sections: the server's refusal", () => {
  it('focuses the origin row the server names, its section opened', async () => {
    const { user } = renderForm(PERCH, { origins: staffMessageOf('law.originCountry', { row: 2 }) });
    expect(section('Origine des viandes et poissons')).not.toHaveAttribute('open');
    await save(user);
    const row = screen.getByRole('group', { name: 'Origine 2' });
    const country = within(row).getByLabelText('Pays');
    expect(country).toHaveFocus();
    expect(country).toBeVisible();
    expect(country).toHaveAccessibleDescription(staffText('law.originCountry', { row: 2 }));
    expect(row).toHaveAccessibleDescription(staffText('law.originCountry', { row: 2 }));
  });

  it('focuses the country of a row whose text is too long when its name is not', async () => {
    const tooLong = staffMessageOf('law.originTooLong', { row: 1, max: LAW_LIMITS.countryMaxLength });
    const { user } = renderForm(PERCH, { origins: tooLong });
    await save(user);
    const country = within(screen.getByRole('group', { name: 'Origine 1' })).getByLabelText('Pays');
    expect(country).toHaveFocus();
    expect(country).toHaveAccessibleDescription(wordStaffMessage(tooLong));
  });

  it('focuses the first origin control when the server names no row', async () => {
    const { user } = renderForm(PERCH, { origins: staffMessageOf('law.originsInvalid') });
    await save(user);
    const animal = within(screen.getByRole('group', { name: 'Origine 1' })).getByLabelText('Animal');
    expect(animal).toHaveFocus();
    expect(animal).toHaveAccessibleDescription(staffText('law.originsInvalid'));
  });

  it('focuses the sections in the order the form shows them: allergens before origins', async () => {
    const { user } = renderForm(PERCH, {
      origins: staffMessageOf('law.originCountry', { row: 1 }),
      traces: staffMessageOf('law.tracesInvalid'),
    });
    await save(user);
    const traces = screen.getByRole('group', { name: 'Peut contenir des traces de' });
    expect(traces).toHaveAccessibleDescription(staffText('law.tracesInvalid'));
    expect(within(traces).getAllByRole('checkbox')[0]).toHaveFocus();
    expect(within(traces).getAllByRole('checkbox')[0]).toHaveAccessibleDescription(staffText('law.tracesInvalid'));
    expect(screen.getByRole('group', { name: 'Contient' })).toHaveAccessibleDescription('');
    expect(section('Origine des viandes et poissons')).toHaveAttribute('open');
  });

  it('focuses the wine detail whose text is too long', async () => {
    const tooLong = staffMessageOf('law.wineTooLong', { max: LAW_LIMITS.wineTextMaxLength });
    const { user } = renderForm({ ...GAMAY, wine: { ...GAMAY.wine!, grape: 'x'.repeat(121) } }, { wine: tooLong });
    await save(user);
    expect(screen.getByLabelText('Cépage')).toHaveFocus();
    expect(screen.getByLabelText('Cépage')).toHaveAccessibleDescription(wordStaffMessage(tooLong));
  });

  it('focuses the photo before the law sections', async () => {
    const { user } = renderForm(PERCH, {
      photo: 'La photo dépasse 5 Mo.',
      origins: staffMessageOf('law.originsInvalid'),
    });
    await save(user);
    expect(screen.getByLabelText('Ajouter une photo')).toHaveFocus();
  });

  it.each([
    [
      'diets',
      staffMessageOf('law.dietsInvalid'),
      () => within(screen.getByRole('group', { name: 'Régime' })).getAllByRole('checkbox')[0],
    ],
    [
      'mentions',
      staffMessageOf('law.mentionsInvalid'),
      () => within(screen.getByRole('group', { name: 'Mentions obligatoires' })).getAllByRole('checkbox')[0],
    ],
    [
      'wine',
      staffMessageOf('law.wineVintage', { min: LAW_LIMITS.vintageMin, max: LAW_LIMITS.vintageMax }),
      () => screen.getByLabelText('Millésime'),
    ],
    [
      'quantities',
      staffMessageOf('law.quantityText', { row: 1 }),
      () => screen.getByLabelText('Quantité (ex. 1 dl, 75 cl)'),
    ],
    [
      'quantities',
      staffMessageOf('law.quantityPrice', { row: 1 }),
      () => within(screen.getByRole('group', { name: 'Quantité 1' })).getByLabelText('Prix (CHF)'),
    ],
    [
      'quantities',
      staffMessageOf('menuChanges.quantityPriceJumps', {
        jumps: [{ row: 1, quantity: '75 cl', before: 42, after: 420 }],
        factor: 10,
      }),
      () => within(screen.getByRole('group', { name: 'Quantité 1' })).getByLabelText('Prix (CHF)'),
    ],
    [
      'quantityExemption',
      staffMessageOf('menuItem.quantityExemptionUnknown'),
      () => screen.getByLabelText('Boisson servie sans quantité'),
    ],
  ] as const)('focuses the control of a refused %s, described by the message', async (field, message, control) => {
    const { user } = renderForm(GAMAY, { [field]: message });
    await save(user);
    expect(control()).toHaveFocus();
    expect(control()).toBeVisible();
    expect(control()).toHaveAttribute('aria-invalid', 'true');
    expect(control()).toHaveAccessibleDescription(wordStaffMessage(message));
  });
});
