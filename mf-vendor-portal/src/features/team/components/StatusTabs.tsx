import { STAFF_STATUSES } from 'shared/contracts/users';
import { Radio } from 'shared/ui/antd';
import { TEAM_STATUS_LABELS } from '../status';

/** Props of StatusTabs. */
export interface StatusTabsProps {
  /** the URL's status ('' = all) */
  status: string;
  /** `status_counts` of the list's answer (every status, plus `all`) */
  counts: Record<string, number>;
  onChange: (status: string | null) => void;
}

/** The team's status tabs with their counts; a change lands in the URL. */
export function StatusTabs({ status, counts, onChange }: StatusTabsProps) {
  const tabs = [
    { value: 'all', label: 'All' },
    ...STAFF_STATUSES.map((value) => ({
      value,
      label: TEAM_STATUS_LABELS[value],
    })),
  ];
  return (
    <Radio.Group
      aria-label="Status"
      optionType="button"
      className="vp-tabs"
      value={status || 'all'}
      onChange={(event) => {
        const value = String(event.target.value);
        onChange(value === 'all' ? null : value);
      }}
      options={tabs.map((tab) => ({
        value: tab.value,
        label: `${tab.label} (${counts[tab.value] ?? 0})`,
      }))}
    />
  );
}
