import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../test-utils';

describe('Pricing FAQ accordion', () => {
  it('has 8 questions, all closed at start; opening one closes the other', async () => {
    const user = userEvent.setup();
    renderTemplate('/home2/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Pricing' }, { timeout: 8000 });

    const faq = screen.getByRole('heading', { name: 'Frequently asked questions' }).closest('section');
    if (!faq) throw new Error('FAQ section missing');
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(8);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(within(faq).queryByRole('region')).not.toBeInTheDocument();

    const [first, second] = questions;
    if (!first || !second) throw new Error('expected questions');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByRole('region', { name: /Is breakfast included/ })).toBeVisible();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(within(faq).getAllByRole('region')).toHaveLength(1);

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows three Room Services plans at $12 per day', async () => {
    renderTemplate('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Pricing' }, { timeout: 8000 });
    expect(screen.getAllByRole('heading', { name: 'Room Services' })).toHaveLength(3);
    expect(screen.getAllByText('$12')).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: 'PURCHASES NOW' })).toHaveLength(3);
  });
});
