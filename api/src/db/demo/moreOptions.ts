// Options 11-16: chain and watch services of Acme, then Globex's and Initech's.
import type { OptionSeed } from './optionTypes';

export const MORE_OPTIONS: OptionSeed[] = [
  {
    id: 11,
    service: 4,
    tag: 'st',
    label: 'Chain length',
    sequence: 1,
    allowed_url_parameter: 'length',
  },
  {
    id: 12,
    service: 5,
    tag: 'd',
    label: 'Watch brand',
    sequence: 1,
    is_required: true,
    values: [
      { name: 'Seiko', cost: '0.00' },
      { name: 'Citizen', cost: '0.00' },
      { name: 'Other', cost: '5.00' },
    ],
  },
  {
    id: 13,
    service: 5,
    tag: 'warranty',
    label: 'Warranty',
    sequence: 2,
    instructions: 'Seiko and Citizen watches are covered for two years.',
    meta_data: {
      warranty_date_label: 'Purchase date',
      is_external_database: false,
      fields: [{ type: 'date', label: 'purchase_date' }],
    },
    advance_option_meta_data: {
      is_validation: true,
      validations_rules: [
        {
          tag: 'warranty',
          validation_rule: 1,
          compare_field: 'purchase_date',
          variable_field: '{today} - 730',
          condition: 3,
          validation_message:
            'Watches bought more than two years ago are out of warranty.',
        },
      ],
    },
    // Hidden once the brand is Other (match mode none).
    logics: [
      {
        id: 4,
        apply_to_option_id: 13,
        action: 'show',
        conditional_join: 'none',
        is_logic_enable: false,
        logic_rule: '',
        rules: [
          {
            id: 8,
            compare_option_field: 12,
            operator_type: 'is',
            compare_to: 'Other',
            logic_sequence_number: 1,
          },
        ],
      },
    ],
  },
  { id: 14, service: 6, tag: 'n', label: 'Links to remove', sequence: 1 },
  {
    id: 15,
    service: 8,
    tag: 'cb',
    label: 'Steam finish',
    sequence: 1,
    values: [
      { name: 'Yes', cost: '5.00' },
      { name: 'No', cost: '0.00' },
    ],
  },
  { id: 16, service: 9, tag: 'st', label: 'Describe the damage', sequence: 1 },
];
