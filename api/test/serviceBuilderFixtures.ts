import {
  blankOption,
  type BuilderService,
  type OptionDraft,
} from 'shared/contracts/serviceBuilder';
import type { Json } from './helpers';

// Documents for the service builder's api tests.

/** The document of a save: everything the builder sends back. */
export const saveOf = (s: BuilderService) => {
  const { id, store_id, vendor_id, category, created_on, updated_on, ...save } =
    s;
  void [id, store_id, vendor_id, category, created_on, updated_on];
  return save;
};

export const option = (
  id: number,
  tag: OptionDraft['tag'],
  label: string,
  more: Partial<OptionDraft> = {},
): OptionDraft => blankOption(id, tag, label, -id, more);

/** Three options: a metal dropdown, engraving text shown only for Gold, a size with a rule. */
export const threeOptions = (): OptionDraft[] => [
  option(-1, 'd', 'Metal', {
    is_required: true,
    values: [
      { id: -1, name: 'Gold', image: null, cost: '20' },
      { id: -2, name: 'Silver', image: null, cost: null },
    ],
  }),
  option(-2, 'nba', 'Ring size', {
    advance_option_meta_data: {
      is_validation: true,
      validations_rules: [
        {
          tag: 'nba',
          validation_rule: 1,
          compare_field: 2,
          variable_field: '{current_size} + 3',
          condition: 1,
          validation_message: 'At most three sizes up.',
        },
      ],
    },
  }),
  option(-3, 'st', 'Engraving', {
    logics: [
      {
        id: -1,
        apply_to_option_id: -3,
        action: 'show',
        conditional_join: 'all',
        is_logic_enable: false,
        logic_rule: '',
        rules: [
          {
            id: -2,
            compare_option_field: -1,
            operator_type: 'is',
            compare_to: 'Gold',
            logic_sequence_number: 1,
          },
        ],
      },
    ],
  }),
];

export const newService = (more: Json = {}) => ({
  name: 'Custom Ring',
  description: 'A ring made to your design.',
  price: '120.5',
  category_id: 1,
  item_tag: 'Ring',
  top_level_tag: 'Jewelry',
  is_active: true,
  image: null,
  images: [],
  options: threeOptions(),
  ...more,
});
