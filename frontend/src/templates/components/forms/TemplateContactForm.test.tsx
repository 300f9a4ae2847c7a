import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TemplateContactForm } from './TemplateContactForm';

describe('GET IN TOUCH form', () => {
  it('submits even with a malformed email (docs/product.md#template-forms: other template forms have no validation)', async () => {
    const user = userEvent.setup();
    render(<TemplateContactForm />);
    const form = screen.getByRole('form', { name: 'GET IN TOUCH' });
    const onSubmit = vi.fn();
    form.addEventListener('submit', onSubmit);

    await user.type(within(form).getByLabelText('Your Email'), 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'SEND MESSAGE' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(within(form).getByLabelText('Your Email')).toHaveValue('not-an-address');
  });
});
