// The English words of shared/validation's messages, set once here: the schemas write them and the
// 'validation' catalogue of shared/i18n takes its English from them. A leaf module (no imports),
// so the catalogue does not bring yup along.

/** The validation messages of the spec, set once here. */
export const MESSAGES = {
  required: 'This field is required',
  requiredDot: 'This field is required.',
  orderNumber: 'Please enter correct order number',
  phone: 'Please enter a valid phone number',
  name: 'Please enter 2 to 30 letters and spaces only',
  money: 'Please enter a valid amount with at most 2 decimals',
  moneyLength: 'Amount must be at most 15 characters',
  negative: 'Negative values are not allowed',
  url: 'Please enter a valid URL starting with http:// or https://',
  digits: 'Please enter digits only',
  letters: 'Please enter letters only',
  email: 'Please enter a valid email address',
  logicParentheses:
    'You must use parentheses around successive AND and OR expressions.',
  logicRepeat: (n: string | number) => `Can't use same value again ${n} again`,
  logicInvalidRule: 'Please enter valid logic rule in add logic field.',
  ruleRepeat: (value: string) => `Can't have multiple ${value}`,
  multipleFormula: 'You can not add multiple formula.',
  currentSizeFormula:
    'You can not current size formula if you have selected current size in compare field.',
  desiredSizeFormula:
    'You can not desired size if you have selected desired size in compare field.',
  parameterInUse: 'Parameter already in use',
  confirmDeleteParameter: 'Are you sure you want to delete this parameter?',
  confirmDelete: 'Are you sure you want to delete ?',
  addressAndShipping:
    'Please add address and select shipping method to continue.',
  addressMissing: 'Please add address to continue.',
  shippingMissing: 'Please select shipping method to continue.',
} as const;

export const BANK_MESSAGES = {
  iban: 'Please enter a valid IBAN',
  routingNumber: 'Please enter a valid 9-digit routing number',
  accountNumber: 'Please enter 4 to 17 digits',
} as const;

/** The api's password rule (8 characters or more, a letter and a digit), in its words. */
export const PASSWORD_RULE =
  'Use at least 8 characters with a letter and a digit.';
export const PASSWORDS_DIFFER = 'Passwords do not match.';

/** A charge's own messages (the api's words). */
export const CHARGE_MESSAGES = {
  amountPositive: 'The amount must be greater than 0.',
  reasonLength: 'A reason may have at most 500 characters',
} as const;
