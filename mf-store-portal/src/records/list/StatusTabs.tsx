import { useT } from 'shared/i18n';
// the 'records' catalogue (the All tab's word)
import 'shared/ui/records';
import type { Machine } from 'shared/workflow';
import '../records.css';

/** Props of StatusTabs. */
export interface StatusTabsProps<S extends string> {
  machine: Machine<S>;
  /** the tabs' statuses, in order (after 'All') */
  statuses: readonly S[];
  /** `status_counts` of the page: every status plus `all` */
  counts: Record<string, number> | undefined;
  /** the chosen status, '' for All */
  value: string;
  onChange: (status: string) => void;
  label: string;
  /** a status in the page's language (the workflow's English label when not given) */
  statusLabel?: (status: S) => string;
}

/**
 * The spec's table type: one tab per status (in words) with its count, plus All. Toggle buttons
 * that wrap on a phone (they filter the table; they do not switch panels).
 */
export function StatusTabs<S extends string>({
  machine,
  statuses,
  counts,
  value,
  onChange,
  label,
  statusLabel = (status) => machine.labels[status],
}: StatusTabsProps<S>) {
  const t = useT('records');
  const count = (key: string) =>
    counts && counts[key] !== undefined ? ` (${counts[key]})` : '';
  const tabs = [
    { key: '', label: `${t('tabs.all')}${count('all')}` },
    ...statuses.map((status) => ({
      key: status as string,
      label: `${statusLabel(status)}${count(status)}`,
    })),
  ];
  return (
    <div role="group" aria-label={label} className="rec-tabs">
      {tabs.map((tab) => (
        <button
          key={tab.key || 'all'}
          type="button"
          className="rec-tab"
          aria-pressed={value === tab.key}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
