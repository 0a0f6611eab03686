import type { Category } from '../api';
import { Chip, ChipGroup } from './ChipGroup';
import { useStorefrontT } from '../../../i18n/t';

export interface CategoryFilterProps {
  categories: Category[];
  selectedId: number | null;
  onSelect: (categoryId: number | null) => void;
}

/** Category chips; "All" clears the filter. */
export function CategoryFilter({
  categories,
  selectedId,
  onSelect,
}: CategoryFilterProps) {
  const t = useStorefrontT();
  const chips: { id: number | null; name: string }[] = [
    { id: null, name: t('services.all') },
    ...categories,
  ];
  return (
    <ChipGroup label={t('services.filterByCategory')}>
      {chips.map((chip) => (
        <Chip
          key={chip.id ?? 'all'}
          isPressed={chip.id === selectedId}
          onPress={() => onSelect(chip.id)}
        >
          {chip.name}
        </Chip>
      ))}
    </ChipGroup>
  );
}
