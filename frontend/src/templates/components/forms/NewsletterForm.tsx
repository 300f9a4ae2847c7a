/** Subscribe box: the template sends nothing (docs/product.md#template-forms), the browser only checks the address. */
export function NewsletterForm({ id, buttonLabel = 'Subscribe' }: { id: string; buttonLabel?: string }) {
  return (
    <form className="tpl-newsletter" onSubmit={(event) => event.preventDefault()}>
      <label className="tpl-visually-hidden" htmlFor={id}>
        Email address
      </label>
      <input id={id} type="email" required placeholder="Enter Your Email" autoComplete="email" />
      <button type="submit" className="tpl-button">
        {buttonLabel}
      </button>
    </form>
  );
}
