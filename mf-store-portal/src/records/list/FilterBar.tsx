import type { ReactNode } from 'react';
import { Flex } from 'shared/ui/antd';
import '../records.css';

/** Props of FilterSelect. */
export interface FilterSelectProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string | null) => void;
  /** the text of the empty choice ('All locations') */
  allLabel: string;
}

/** A labelled filter: one choice or all (a native select: keyboard and phone friendly). */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  allLabel,
}: FilterSelectProps) {
  return (
    <select
      aria-label={label}
      className="rec-select"
      value={value}
      onChange={(e) => onChange(e.target.value || null)}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** The row of search, filters and actions above a list. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Flex gap={8} wrap align="center" role="search" className="rec-filterbar">
      {children}
    </Flex>
  );
}
