// Ring services (1 Ring Sizing, 2 Prong Retipping, 3 Stone Setting): options 1-10.
import type { OptionSeed } from './optionTypes';

export const RING_OPTIONS: OptionSeed[] = [
  {
    id: 1,
    service: 1,
    tag: 'd',
    label: 'Metal type',
    sequence: 2,
    is_required: true,
    is_option_cost: true,
    is_metal_type: true,
    values: [
      { name: 'Yellow gold', cost: '10.00' },
      { name: 'White gold', cost: '15.00' },
      { name: 'Platinum', cost: '30.00' },
    ],
  },
  {
    id: 2,
    service: 1,
    tag: 'nba',
    label: 'Ring size',
    sequence: 1,
    is_required: true,
    instructions: 'Tell us the current size and the size you want.',
    meta_data: {
      fields: [
        { type: 'number', label: 'current_size' },
        { type: 'number', label: 'desired_size' },
      ],
    },
    advance_option_meta_data: {
      is_validation: true,
      validations_rules: [
        {
          tag: 'nba',
          validation_rule: 1,
          compare_field: 2,
          variable_field: '{current_size} + 3',
          condition: 1,
          validation_message:
            'We can size a ring up by at most two and a half sizes.',
        },
        {
          // Type 2: a desired size more than three sizes down is raised to that bound.
          tag: 'nba',
          validation_rule: 2,
          compare_field: 2,
          variable_field: '{current_size} - 3',
          condition: 3,
          validation_message: '',
        },
      ],
    },
  },
  {
    id: 3,
    service: 1,
    tag: 'cb',
    label: 'Rush service (48 hours)',
    sequence: 3,
    is_option_cost: true,
    values: [
      { name: 'Yes', cost: '20.00' },
      { name: 'No', cost: '0.00' },
    ],
  },
  {
    id: 4,
    service: 1,
    tag: 'lt',
    label: 'Notes for the jeweler',
    sequence: 5,
    info_tooltip: 'Anything we should know about the piece.',
    allowed_url_parameter: 'notes',
    parameters: [{ name: 'notes', active: true, value: '' }],
  },
  { id: 5, service: 1, tag: 'i', label: 'Photo of the ring', sequence: 4 },
  {
    id: 6,
    service: 2,
    tag: 'n',
    label: 'Number of prongs',
    sequence: 1,
    is_required: true,
    is_option_cost: true,
    values: [{ name: 'per prong', cost: '12.00' }],
  },
  {
    id: 7,
    service: 2,
    tag: 'sst',
    label: 'Prong style',
    sequence: 2,
    values: [
      { name: 'Round', cost: '0.00' },
      { name: 'Claw', cost: '5.00' },
      { name: 'V-prong', cost: '8.00' },
    ],
    // Shown for 3 to 8 prongs (match mode all).
    logics: [
      {
        id: 1,
        apply_to_option_id: 7,
        action: 'show',
        conditional_join: 'all',
        is_logic_enable: false,
        logic_rule: '',
        rules: [
          {
            id: 1,
            compare_option_field: 6,
            operator_type: '>',
            compare_to: '2',
            logic_sequence_number: 1,
          },
          {
            id: 2,
            compare_option_field: 6,
            operator_type: '<=',
            compare_to: '8',
            logic_sequence_number: 2,
          },
        ],
      },
    ],
  },
  {
    id: 8,
    service: 3,
    tag: 'ssi',
    label: 'Stone shape',
    sequence: 1,
    is_required: true,
    values: [
      { name: 'Round', cost: '0.00', image: null },
      { name: 'Oval', cost: '10.00', image: null },
      { name: 'Princess', cost: '15.00', image: null },
    ],
  },
  {
    id: 9,
    service: 3,
    tag: 'rb',
    label: 'Extras',
    sequence: 2,
    other_option: true,
    values: [
      { name: 'Polish', cost: '10.00' },
      { name: 'Rhodium plating', cost: '25.00' },
    ],
  },
  {
    id: 10,
    service: 3,
    tag: 'insurance',
    label: 'Insurance',
    sequence: 3,
    meta_data: { fields: [{ type: 'number', label: 'retail_value' }] },
    advance_option_meta_data: {
      is_validation: true,
      validations_rules: [
        {
          tag: 'insurance',
          validation_rule: 1,
          compare_field: 'retail_value',
          variable_field: '25000',
          condition: 1,
          validation_message:
            'Pieces worth $25,000 or more need an in-store appraisal before we can insure them.',
        },
      ],
    },
  },
];
