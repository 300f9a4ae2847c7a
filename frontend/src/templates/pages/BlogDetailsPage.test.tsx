import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderTemplate } from '../test-utils';

function countSubmits(form: HTMLElement) {
  const onSubmit = vi.fn();
  form.addEventListener('submit', onSubmit);
  return onSubmit;
}

describe('blog details forms', () => {
  it('submits the comment form even with a malformed email and website (docs/product.md#template-forms: no validation)', async () => {
    const user = userEvent.setup();
    renderTemplate('/blog_details');
    const form = await screen.findByRole('form', { name: 'Leave A Comments' }, { timeout: 8000 });
    const onSubmit = countSubmits(form);

    await user.type(within(form).getByLabelText('Email'), 'not-an-address');
    await user.type(within(form).getByLabelText('Website'), 'not a url');
    await user.click(within(form).getByRole('button', { name: 'Submit Now' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('still lets the browser stop a malformed newsletter address (docs/product.md#template-forms: email type, required)', async () => {
    const user = userEvent.setup();
    renderTemplate('/blog_details');
    const address = await screen.findByPlaceholderText('Enter Your Email', undefined, { timeout: 8000 });
    const form = address.closest('form');
    if (!form) throw new Error('newsletter form missing');
    const onSubmit = countSubmits(form);

    await user.type(address, 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
