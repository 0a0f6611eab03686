import { Chip, ChipGroup } from './ChipGroup';
import { useStorefrontT } from '../../../i18n/t';

export interface TagFilterProps {
  /** visible label and accessible name of the chip group */
  label: string;
  tags: string[];
  selected: string | null;
  onSelect: (tag: string | null) => void;
}

/** Tag chips (top-level or item tags); "All" clears the filter. */
export function TagFilter({ label, tags, selected, onSelect }: TagFilterProps) {
  const t = useStorefrontT();
  const chips: { tag: string | null; name: string }[] = [
    { tag: null, name: t('services.all') },
    ...tags.map((tag) => ({ tag, name: tag })),
  ];
  return (
    <ChipGroup label={label}>
      {chips.map((chip) => (
        <Chip
          key={chip.tag ?? 'all'}
          isPressed={
            chip.tag === null
              ? selected === null
              : chip.tag.toLowerCase() === selected?.toLowerCase()
          }
          onPress={() => onSelect(chip.tag)}
        >
          {chip.name}
        </Chip>
      ))}
    </ChipGroup>
  );
}
