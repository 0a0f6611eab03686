import {
  addCatalogue,
  addValidationMessages,
  type CatalogueSet,
} from 'shared/i18n';

/** The card form's messages, as its schema writes them (the forms find them by this English). */
export const CARD_MESSAGES = {
  expiry: 'Please enter the expiry as MM/YY.',
  cvc: "Your card's security code is invalid.",
} as const;

/** The 'cardForm' namespace: the card fields of the onboarding and billing forms. */
export const CARD_FORM_CATALOGUES: CatalogueSet = {
  en: {
    name: 'Name on card',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code',
    validation: { ...CARD_MESSAGES },
  },
  es: {
    name: 'Nombre en la tarjeta',
    number: 'Número de tarjeta',
    expiry: 'Caducidad (MM/AA)',
    cvc: 'Código de seguridad',
    validation: {
      expiry: 'Introduzca la caducidad como MM/AA.',
      cvc: 'El código de seguridad de su tarjeta no es válido.',
    },
  },
};

addCatalogue('cardForm', CARD_FORM_CATALOGUES);
addValidationMessages('cardForm', 'validation');
