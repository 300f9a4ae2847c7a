import type { Core } from '@strapi/strapi';
import { staffMessageOf, validatePaymentSettings } from '@ticino/shared';
import { RulesError } from '../../utils/rules-error';
import { PAYMENT_SETTING_UID } from './services/payment-setting';

/**
 * The payment settings' rules on every write, from the staff API or /cms (docs/product.md#payment-settings): a Swiss
 * or Liechtenstein IBAN whose check digits hold, the creditor's address the QR-bill prints, a VAT number only with its
 * rate. The values are written as checked (the IBAN compact).
 */
export function registerPaymentSettingRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== PAYMENT_SETTING_UID || (context.action !== 'create' && context.action !== 'update')) {
      return next();
    }
    const params = context.params as { data?: Record<string, unknown> };
    const checked = validatePaymentSettings(params.data ?? {});
    if (!checked.ok) throw new RulesError(staffMessageOf('payments.invalid'), checked.errors);
    params.data = { ...params.data, ...checked.values };
    return next();
  });
}
