import { blankOption, type OptionDraft } from 'shared/contracts/serviceBuilder';

/** A bare option of the given kind for the editor tests. */
export const draftOption = (
  id: number,
  tag: OptionDraft['tag'],
  label: string,
  values: string[] = [],
  overrides: Partial<OptionDraft> = {},
): OptionDraft =>
  blankOption(id, tag, label, id, {
    values: values.map((name, i) => ({
      id: id * 100 + i,
      name,
      image: null,
      cost: null,
    })),
    ...overrides,
  });
