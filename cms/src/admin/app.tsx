import type { ComponentType } from 'react';
import type { StrapiApp } from '@strapi/strapi/admin';
import { DecimalInput } from './AmountInput';
import { followBrowserLanguage } from './browser-language';
import { offerPasswordResetOnlyWithEmail } from './password-reset';
import { de, en, fr, it } from './translations';

/** Besides English, the languages the back-office offers (Swiss staff); French is the owner's. */
const LOCALES = ['fr', 'de', 'it'] as const;

export default {
  config: {
    locales: [...LOCALES],
    // Strapi's own French misses a third of the screens the owner uses: see translations/fr.json.
    translations: { en, fr, de, it },
  },
  register(app: StrapiApp) {
    followBrowserLanguage(['en', ...LOCALES]);
    offerPasswordResetOnlyWithEmail();
    // Strapi types this library as props-less components; the content manager gives them its input props.
    app.addFields({ type: 'decimal', Component: DecimalInput as unknown as ComponentType });
  },
};
