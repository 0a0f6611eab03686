// Demo service options, one per kind the spec lists (section 3). Ids follow the insert order.

export interface OptionSeed {
  service: number;
  tag: string;
  label: string;
  sequence: number;
  values?: { name: string; cost: string; image?: string | null }[];
  is_required?: boolean;
  is_option_cost?: boolean;
  is_metal_type?: boolean;
  instructions?: string;
  info_tooltip?: string;
  other_option?: boolean;
  meta_data?: unknown;
  advance_option_meta_data?: unknown;
  parameters?: unknown;
  allowed_url_parameter?: string;
  logics?: unknown[];
}

// Inserted out of sequence order on purpose: answers sort by `sequence`.
export const OPTIONS: OptionSeed[] = [
  {
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
          validation_message: 'We can resize by at most three sizes.',
        },
      ],
    },
  },
  {
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
    service: 1,
    tag: 'lt',
    label: 'Notes for the jeweler',
    sequence: 5,
    info_tooltip: 'Anything we should know about the piece.',
    allowed_url_parameter: 'notes',
    parameters: [{ name: 'notes', active: true, value: '' }],
  },
  { service: 1, tag: 'i', label: 'Photo of the ring', sequence: 4 },
  {
    service: 2,
    tag: 'n',
    label: 'Number of prongs',
    sequence: 1,
    is_required: true,
    is_option_cost: true,
    values: [{ name: 'per prong', cost: '12.00' }],
  },
  {
    service: 2,
    tag: 'sst',
    label: 'Prong style',
    sequence: 2,
    values: [
      { name: 'Round', cost: '0.00' },
      { name: 'Claw', cost: '5.00' },
      { name: 'V-prong', cost: '8.00' },
    ],
    logics: [
      {
        id: 1,
        apply_to_option_id: null,
        action: 'show',
        conditional_join: 'all',
        is_logic_enable: false,
        logic_rule: '',
        rules: [
          {
            id: 1,
            compare_option_field: null,
            operator_type: '>',
            compare_to: '2',
            logic_sequence_number: 1,
          },
        ],
      },
    ],
  },
  {
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
    service: 3,
    tag: 'insurance',
    label: 'Insurance',
    sequence: 3,
    meta_data: { fields: [{ type: 'number', label: 'retail_value' }] },
  },
  {
    service: 4,
    tag: 'st',
    label: 'Chain length',
    sequence: 1,
    allowed_url_parameter: 'length',
  },
  {
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
    service: 5,
    tag: 'warranty',
    label: 'Warranty',
    sequence: 2,
    meta_data: {
      warranty_date_label: 'Purchase date',
      is_external_database: false,
      fields: [{ type: 'date', label: 'purchase_date' }],
    },
  },
  { service: 6, tag: 'n', label: 'Links to remove', sequence: 1 },
  {
    service: 8,
    tag: 'cb',
    label: 'Steam finish',
    sequence: 1,
    values: [
      { name: 'Yes', cost: '5.00' },
      { name: 'No', cost: '0.00' },
    ],
  },
  { service: 9, tag: 'st', label: 'Describe the damage', sequence: 1 },
];
