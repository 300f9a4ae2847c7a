import frMissing from './fr.json';

/** The amount input's own message, in each language of the back-office. */
const AMOUNT_INVALID = 'ticino.amount.invalid';

export const en = {
  [AMOUNT_INVALID]: 'An amount with two decimals at most, with a point or a comma: 24.50 or 24,50.',
};

export const fr: Record<string, string> = {
  ...frMissing,
  [AMOUNT_INVALID]: 'Un montant avec deux décimales au plus, avec un point ou une virgule : 24.50 ou 24,50.',
};

export const de = {
  [AMOUNT_INVALID]: 'Ein Betrag mit höchstens zwei Dezimalstellen, mit Punkt oder Komma: 24.50 oder 24,50.',
};

export const it = {
  [AMOUNT_INVALID]: 'Un importo con al massimo due decimali, con punto o virgola: 24.50 o 24,50.',
};
