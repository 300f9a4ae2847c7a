import { useState, type FormEvent } from 'react';
import {
  PAYMENT_ENTRY_KINDS,
  PAYMENT_ENTRY_KIND_LABELS,
  PAYMENT_ENTRY_MAX_FRANCS,
  genevaDay,
  type PaymentEntryKind,
} from '@ticino/shared';
import { FormField } from '../../../../ui/FormField';
import { ApiError } from '../../../../lib/api-client';
import { recordPaymentEntry } from '../api/booking-payments-api';
import { useRefreshAfterPaymentEntry } from '../hooks/usePayments';

/**
 * « Saisir un paiement » under a booking's payments (docs/product.md#bank-file): a deposit paid some other way than
 * the slip's transfer, or a refund made from the bank, with its amount and day. The server says what it did (a
 * booking paid in full is confirmed); a refused field shows its reason beside it.
 */
export function PaymentEntryForm({ reference }: { reference: string }) {
  const refresh = useRefreshAfterPaymentEntry(reference);
  const [kind, setKind] = useState<PaymentEntryKind>('received');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(() => genevaDay(new Date()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    setStatus('');
    try {
      const recorded = await recordPaymentEntry({ reservation: reference, kind, amount: Number(amount), date });
      setAmount('');
      setStatus(recorded.message);
      await refresh();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 400 && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else if (error.status !== 401) setStatus(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-resa__payment-entry" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend>Saisir un paiement</legend>
        <div className="admin-resa__payment-kinds">
          {PAYMENT_ENTRY_KINDS.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={`payment-kind-${reference}`}
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />{' '}
              {PAYMENT_ENTRY_KIND_LABELS[option]}
            </label>
          ))}
        </div>
        {errors.kind && <p className="field__error">{errors.kind}</p>}
        <FormField label="Montant (CHF)" error={errors.amount}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="decimal"
              min={0.01}
              max={PAYMENT_ENTRY_MAX_FRANCS}
              step={0.01}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Date" error={errors.date}>
          {(control) => (
            <input
              {...control}
              type="date"
              max={genevaDay(new Date())}
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className="button button--secondary button--small" disabled={busy}>
          Enregistrer
        </button>
      </fieldset>
      <p role="status">{status}</p>
    </form>
  );
}
