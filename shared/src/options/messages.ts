/** The spec's messages for option logic and validation rules, word for word. */
export const OPTION_MESSAGES = {
  required: 'This field is required.',
  parenthesesRequired:
    'You must use parentheses around successive AND and OR expressions.',
  invalidLogicRule: 'Please enter valid logic rule in add logic field.',
  multipleFormula: 'You can not add multiple formula.',
  currentSizeFormula:
    'You can not current size formula if you have selected current size in compare field.',
  desiredSizeFormula:
    'You can not desired size if you have selected desired size in compare field.',
  /** Our own: the spec names no message for a formula that cannot be computed. */
  invalidFormula: 'Please enter a valid formula.',
} as const;

/** "Can't use same value again n again" with the repeated rule number. */
export const repeatedRuleMessage = (n: number): string =>
  `Can't use same value again ${n} again`;

/** "Can't have multiple {value}": a choice value picked in two logic rules. */
export const duplicateChoiceMessage = (value: string): string =>
  `Can't have multiple ${value}`;
