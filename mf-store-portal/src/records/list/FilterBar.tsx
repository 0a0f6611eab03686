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
