import { useId } from 'react';
import { useT } from 'shared/i18n';
import './catalogue';
import './dateRange.css';

/** Props of DateRange. */
export interface DateRangeProps {
  /** YYYY-MM-DD, or '' for no bound */
  from: string;
  to: string;
  onChange: (range: {
    date_from: string | null;
    date_to: string | null;
  }) => void;
  /** which words label the inputs: 'From'/'To' or 'Created from'/'Created to' */
  wording?: 'plain' | 'created';
  /** 'inline': the labels beside the inputs, in a filter row; 'stacked': labels above, in a grid */
  layout?: 'inline' | 'stacked';
}

/**
 * A from/to date filter (YYYY-MM-DD, as the api takes it). Native date inputs: keyboard use and
 * the phone's own picker for free. Each bound keeps the other in range (max/min).
 */
export function DateRange({
  from,
  to,
  onChange,
  wording = 'plain',
  layout = 'inline',
}: DateRangeProps) {
  const t = useT('table');
  const fromId = useId();
  const toId = useId();
  const created = wording === 'created';
  const fields = [
    {
      id: fromId,
      label: t(created ? 'dateRange.createdFrom' : 'dateRange.from'),
      value: from,
      min: undefined,
      max: to || undefined,
      change: (value: string) =>
        onChange({ date_from: value || null, date_to: to || null }),
    },
    {
      id: toId,
      label: t(created ? 'dateRange.createdTo' : 'dateRange.to'),
      value: to,
      min: from || undefined,
      max: undefined,
      change: (value: string) =>
        onChange({ date_from: from || null, date_to: value || null }),
    },
  ];
  return (
    <div className={`wl-dates wl-dates--${layout}`}>
      {fields.map((field) => (
        <div key={field.id} className="wl-dates__field">
          <label htmlFor={field.id}>{field.label}</label>
          <input
            id={field.id}
            type="date"
            value={field.value}
            min={field.min}
            max={field.max}
            onChange={(e) => field.change(e.target.value)}
          />
        </div>
      ))}
    </div>
  );
}
