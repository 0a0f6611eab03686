import { useId } from 'react';
import type { Category } from '../api';

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
  const chips: { id: number | null; name: string }[] = [
    { id: null, name: 'All' },
    ...categories,
  ];
  const labelId = useId();
  return (
    <div className="sf-chip-row">
      <span className="sf-chip-row__label" id={labelId}>
        Filter by category
      </span>
      <div className="sf-chips" role="group" aria-labelledby={labelId}>
        {chips.map((chip) => (
          <button
            key={chip.id ?? 'all'}
            type="button"
            className="sf-chip"
            aria-pressed={chip.id === selectedId}
            onClick={() => onSelect(chip.id)}
          >
            {chip.name}
          </button>
        ))}
      </div>
    </div>
  );
}
