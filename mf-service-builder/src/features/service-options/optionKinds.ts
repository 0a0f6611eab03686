/** Spec section 3, service option kinds (code: meaning). */
export const OPTION_KINDS: Record<
  string,
  { label: string; isAdvanced: boolean }
> = {
  st: { label: 'Short text', isAdvanced: false },
  lt: { label: 'Long text', isAdvanced: false },
  n: { label: 'Number', isAdvanced: false },
  nba: { label: 'Current/desired size', isAdvanced: true },
  d: { label: 'Dropdown', isAdvanced: false },
  rb: { label: 'Multiselect radio buttons', isAdvanced: false },
  cb: { label: 'Checkbox yes/no', isAdvanced: false },
  i: { label: 'Image upload', isAdvanced: false },
  insurance: { label: 'Insurance', isAdvanced: true },
  sst: { label: 'Single select text', isAdvanced: false },
  ssi: { label: 'Single select image', isAdvanced: false },
  warranty: { label: 'Warranty', isAdvanced: true },
  md: { label: 'Mass dropdown', isAdvanced: true },
};

/** The human name of an option kind; unknown codes are shown as given. */
export function optionKindLabel(tag: string): string {
  return OPTION_KINDS[tag]?.label ?? tag;
}

/** Whether the kind belongs to the advanced set (spec section 3). */
export function isAdvancedKind(tag: string): boolean {
  return OPTION_KINDS[tag]?.isAdvanced ?? false;
}
