import type { ServiceOption } from 'shared/options';
import type { ServiceDetail } from './api';

const base = {
  values: [],
  is_required: false,
  is_option_cost: false,
  logics: null,
};

/** An option of the given kind with sensible empty defaults. */
export const optionOf = (
  id: number,
  tag: string,
  label: string,
  extra: Partial<ServiceOption> = {},
): ServiceOption => ({
  ...base,
  id,
  tag,
  label: { value: label },
  sequence: id,
  ...extra,
});

const value = (id: number, name: string, cost = '0.00') => ({
  id,
  name,
  image: null,
  cost,
});

/** Ring sizing with an nba rule, a priced number, logic chained over it, a dropdown and a photo. */
export const ringService: ServiceDetail = {
  id: 1,
  name: 'Ring Sizing',
  description: 'Resize your ring.',
  price: '45.00',
  image: null,
  images: [],
  options: [
    optionOf(1, 'nba', 'Ring size', {
      is_required: true,
      instructions: 'Tell us the current size and the size you want.',
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
            tag: 'nba',
            validation_rule: 2,
            compare_field: 2,
            variable_field: '{current_size} - 3',
            condition: 3,
            validation_message: '',
          },
        ],
      },
    }),
    optionOf(2, 'n', 'Number of prongs', {
      is_option_cost: true,
      values: [value(20, 'per prong', '12.00')],
    }),
    optionOf(3, 'sst', 'Prong style', {
      is_option_cost: true,
      values: [value(30, 'Round'), value(31, 'Claw', '5.00')],
      logics: [
        {
          id: 1,
          apply_to_option_id: 3,
          action: 'show',
          conditional_join: 'all',
          is_logic_enable: false,
          logic_rule: '',
          rules: [
            {
              id: 1,
              compare_option_field: 2,
              operator_type: '>',
              compare_to: '2',
              logic_sequence_number: 1,
            },
          ],
        },
      ],
    }),
    optionOf(4, 'st', 'Describe the prong tips', {
      logics: [
        {
          id: 2,
          apply_to_option_id: 4,
          action: 'show',
          conditional_join: 'one',
          is_logic_enable: false,
          logic_rule: '',
          rules: [
            {
              id: 2,
              compare_option_field: 3,
              operator_type: 'is',
              compare_to: 'Claw',
              logic_sequence_number: 1,
            },
          ],
        },
      ],
    }),
    optionOf(5, 'cb', 'Rush service (48 hours)', {
      is_option_cost: true,
      values: [value(50, 'Yes', '20.00'), value(51, 'No')],
    }),
    optionOf(6, 'lt', 'Notes for the jeweler', {
      infoTooltip: 'Anything we should know about the piece.',
    }),
  ],
};

/** One option of every kind. */
export const everyKind: ServiceOption[] = [
  optionOf(1, 'st', 'Short text'),
  optionOf(2, 'lt', 'Long text'),
  optionOf(3, 'n', 'Number'),
  optionOf(4, 'nba', 'Sizes'),
  optionOf(5, 'd', 'Dropdown', { values: [value(50, 'Gold')] }),
  optionOf(6, 'rb', 'Multiselect', {
    values: [value(60, 'Polish'), value(61, 'Plating')],
    otherOption: true,
  }),
  optionOf(7, 'cb', 'Yes or no', {
    values: [value(70, 'Yes'), value(71, 'No')],
  }),
  optionOf(8, 'i', 'Photo'),
  optionOf(9, 'insurance', 'Insurance', {
    meta_data: { fields: [{ type: 'number', label: 'retail_value' }] },
  }),
  optionOf(10, 'sst', 'Single text', {
    values: [value(100, 'Round'), value(101, 'Oval')],
  }),
  optionOf(11, 'ssi', 'Single image', {
    values: [{ ...value(110, 'Princess'), image: '/img/princess.png' }],
  }),
  optionOf(12, 'warranty', 'Warranty', {
    meta_data: { warranty_date_label: 'Purchase date', fields: [] },
  }),
  optionOf(13, 'md', 'Mass dropdown', {
    values: [value(130, 'Box'), value(131, 'Cable')],
  }),
];
