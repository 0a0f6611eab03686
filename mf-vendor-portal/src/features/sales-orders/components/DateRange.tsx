import { useId } from 'react';

/** Props of DateRange. */
export interface DateRangeProps {
  from: string;
  to: string;
  onChange: (range: {
    date_from: string | null;
    date_to: string | null;
  }) => void;
}

/** The list's created-on range (native date inputs: keyboard and phone pickers for free). */
export function DateRange({ from, to, onChange }: DateRangeProps) {
  const fromId = useId();
  const toId = useId();
  return (
    <div className="vp-filters">
      <div>
        <label htmlFor={fromId}>Created from</label>
        <input
          id={fromId}
          type="date"
          className="vp-select"
          value={from}
          max={to || undefined}
          onChange={(e) =>
            onChange({ date_from: e.target.value || null, date_to: to || null })
          }
        />
      </div>
      <div>
        <label htmlFor={toId}>Created to</label>
        <input
          id={toId}
          type="date"
          className="vp-select"
          value={to}
          min={from || undefined}
          onChange={(e) =>
            onChange({
              date_from: from || null,
              date_to: e.target.value || null,
            })
          }
        />
      </div>
    </div>
  );
}
