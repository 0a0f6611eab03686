// Demo service options. Together Acme's services use every option kind, a logic
// in each match mode (all: option 7, one: 17, none: 13), an enabled expression (19), a hide
// action (20) and validation rules on nba (2), insurance (10) and warranty (13).
import { ADDED_OPTIONS } from './addedOptions';
import { MORE_OPTIONS } from './moreOptions';
import type { OptionSeed } from './optionTypes';
import { RING_OPTIONS } from './ringOptions';

export type { OptionSeed } from './optionTypes';

// Inserted out of sequence order on purpose: answers sort by `sequence`. Ids follow the insert order.
export const OPTIONS: OptionSeed[] = [
  ...RING_OPTIONS,
  ...MORE_OPTIONS,
  ...ADDED_OPTIONS,
];
