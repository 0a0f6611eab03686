import { STAFF_STATUSES } from 'shared/contracts/users';
import { Radio } from 'shared/ui/antd';
import { useVendorT } from '../../../i18n/t';
import { teamStatusLabel } from '../status';

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
  const t = useVendorT();
  const tabs = [
    { value: 'all', label: t('lists.all') },
    ...STAFF_STATUSES.map((value) => ({
      value,
      label: teamStatusLabel(value),
    })),
  ];
  return (
    <Radio.Group
      aria-label={t('lists.status')}
      optionType="button"
      className="vp-tabs"
      value={status || 'all'}
      onChange={(event) => {
        const value = String(event.target.value);
        onChange(value === 'all' ? null : value);
      }}
      options={tabs.map((tab) => ({
        value: tab.value,
        label: t('lists.tab', {
          label: tab.label,
          count: counts[tab.value] ?? 0,
        }),
      }))}
    />
  );
}
