import { Tabs } from 'shared/ui/antd';
import type { Machine } from 'shared/workflow';

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
}

/** The spec's table type: one tab per status (in words) with its count, plus All. */
export function StatusTabs<S extends string>({
  machine,
  statuses,
  counts,
  value,
  onChange,
  label,
}: StatusTabsProps<S>) {
  const count = (key: string) =>
    counts && counts[key] !== undefined ? ` (${counts[key]})` : '';
  return (
    <Tabs
      aria-label={label}
      activeKey={value || 'all'}
      onChange={(key) => onChange(key === 'all' ? '' : key)}
      items={[
        { key: 'all', label: `All${count('all')}` },
        ...statuses.map((status) => ({
          key: status,
          label: `${machine.labels[status]}${count(status)}`,
        })),
      ]}
    />
  );
}
