import type { ReactNode } from 'react';
import { Flex, Select } from 'shared/ui/antd';
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

/** A labelled filter: one choice or all. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  allLabel,
}: FilterSelectProps) {
  return (
    <Select
      aria-label={label}
      value={value}
      style={{ minWidth: 180 }}
      onChange={(next: string) => onChange(next || null)}
      options={[{ value: '', label: allLabel }, ...options]}
    />
  );
}

/** Props of DateRange. */
export interface DateRangeProps {
  from: string;
  to: string;
  onChange: (range: {
    date_from: string | null;
    date_to: string | null;
  }) => void;
}

/** A from/to date filter (YYYY-MM-DD, as the api takes it); native date inputs work by keyboard. */
export function DateRange({ from, to, onChange }: DateRangeProps) {
  return (
    <Flex gap={8} wrap align="center" className="rec-dates">
      <label>
        From{' '}
        <input
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) =>
            onChange({ date_from: e.target.value || null, date_to: to || null })
          }
        />
      </label>
      <label>
        To{' '}
        <input
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) =>
            onChange({
              date_from: from || null,
              date_to: e.target.value || null,
            })
          }
        />
      </label>
    </Flex>
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
