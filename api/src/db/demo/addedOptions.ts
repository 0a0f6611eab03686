// Options 17-20, added to Acme's services 2, 4, 3 and 6 after the first demo: appended so that
// earlier option and value ids stay the same.
import { freeChoices, type OptionSeed } from './optionTypes';

export const ADDED_OPTIONS: OptionSeed[] = [
  {
    id: 17,
    service: 2,
    tag: 'st',
    label: 'Describe the prong tips you want',
    sequence: 3,
    // Shown for claw or V-prongs (match mode one); hidden with the prong style itself.
    logics: [
      {
        id: 2,
        apply_to_option_id: 17,
        action: 'show',
        conditional_join: 'one',
        is_logic_enable: false,
        logic_rule: '',
        rules: [
          {
            id: 3,
            compare_option_field: 7,
            operator_type: 'is',
            compare_to: 'Claw',
            logic_sequence_number: 1,
          },
          {
            id: 4,
            compare_option_field: 7,
            operator_type: 'is',
            compare_to: 'V-prong',
            logic_sequence_number: 2,
          },
        ],
      },
    ],
  },
  {
    id: 18,
    service: 4,
    tag: 'md',
    label: 'Chain type',
    sequence: 2,
    values: freeChoices(
      'Box',
      'Cable',
      'Curb',
      'Figaro',
      'Franco',
      'Herringbone',
      'Rope',
      'Singapore',
      'Snake',
      'Wheat',
    ),
  },
  {
    id: 19,
    service: 3,
    tag: 'lt',
    label: 'Finish around the stone',
    sequence: 4,
    // Enabled expression: (princess AND rhodium plating) OR oval.
    logics: [
      {
        id: 3,
        apply_to_option_id: 19,
        action: 'show',
        conditional_join: 'all',
        is_logic_enable: true,
        logic_rule: '(1 AND 2) OR 3',
        rules: [
          {
            id: 5,
            compare_option_field: 8,
            operator_type: 'is',
            compare_to: 'Princess',
            logic_sequence_number: 1,
          },
          {
            id: 6,
            compare_option_field: 9,
            operator_type: 'contains',
            compare_to: 'rhodium',
            logic_sequence_number: 2,
          },
          {
            id: 7,
            compare_option_field: 8,
            operator_type: 'is',
            compare_to: 'Oval',
            logic_sequence_number: 3,
          },
        ],
      },
    ],
  },
  {
    id: 20,
    service: 6,
    tag: 'cb',
    label: 'Return the removed links',
    sequence: 2,
    values: freeChoices('Yes', 'No'),
    // Hidden when no link is removed (action hide).
    logics: [
      {
        id: 5,
        apply_to_option_id: 20,
        action: 'hide',
        conditional_join: 'all',
        is_logic_enable: false,
        logic_rule: '',
        rules: [
          {
            id: 9,
            compare_option_field: 14,
            operator_type: '<',
            compare_to: '1',
            logic_sequence_number: 1,
          },
        ],
      },
    ],
  },
];
