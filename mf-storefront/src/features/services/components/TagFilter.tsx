import { useId } from 'react';

export interface TagFilterProps {
  /** visible label and accessible name of the chip group */
  label: string;
  tags: string[];
  selected: string | null;
  onSelect: (tag: string | null) => void;
}

/** Tag chips (top-level or item tags); "All" clears the filter. */
export function TagFilter({ label, tags, selected, onSelect }: TagFilterProps) {
  const chips: { tag: string | null; name: string }[] = [
    { tag: null, name: 'All' },
    ...tags.map((tag) => ({ tag, name: tag })),
  ];
  const labelId = useId();
  return (
    <div className="sf-chip-row">
      <span className="sf-chip-row__label" id={labelId}>
        {label}
      </span>
      <div className="sf-chips" role="group" aria-labelledby={labelId}>
        {chips.map((chip) => (
          <button
            key={chip.tag ?? 'all'}
            type="button"
            className="sf-chip"
            aria-pressed={
              chip.tag === null
                ? selected === null
                : chip.tag.toLowerCase() === selected?.toLowerCase()
            }
            onClick={() => onSelect(chip.tag)}
          >
            {chip.name}
          </button>
        ))}
      </div>
    </div>
  );
}
