import type { OptionDraft } from 'shared/contracts/serviceBuilder';

/** A bare option of the given kind for the editor tests. */
export function draftOption(
  id: number,
  tag: OptionDraft['tag'],
  label: string,
  values: string[] = [],
  overrides: Partial<OptionDraft> = {},
): OptionDraft {
  return {
    id,
    tag,
    label: { value: label },
    sequence: id,
    values: values.map((name, i) => ({
      id: id * 100 + i,
      name,
      image: null,
      cost: null,
    })),
    is_required: false,
    is_option_cost: false,
    is_metal_type: false,
    instructions: null,
    infoTooltip: null,
    image: null,
    otherOption: false,
    parameters: [],
    allowed_url_parameter: null,
    meta_data: null,
    advance_option_meta_data: null,
    logics: [],
    ...overrides,
  };
}
