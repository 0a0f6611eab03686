import { useId } from 'react';
import { type TableQueryState } from 'shared/ui/portal';
import { SearchInput } from 'shared/ui/table';
import { Radio } from 'shared/ui/antd';
import { useBuilderT } from '../../../i18n/t';

const TABS = [
  { value: '', label: 'list.all', count: 'all' },
  { value: 'active', label: 'list.active', count: 'active' },
  { value: 'inactive', label: 'list.inactive', count: 'inactive' },
] as const;

// The same orderings as the sortable columns, for a phone (whose stacked table has no headers)
// and anyone who prefers a list to column headers.
const SORTS = [
  'name',
  '-name',
  'price',
  '-price',
  '-updated_on',
  'updated_on',
] as const;

/** Props of ServiceFilters. */
export interface ServiceFiltersProps {
  table: TableQueryState;
  /** the api's ordering in use ('' = its default, by name) */
  ordering: string;
  /** the list's `status_counts` (all, active, inactive) once loaded */
  counts: Record<string, number> | undefined;
}

/** Status, search and order of the services list; each lands in the URL. */
export function ServiceFilters({
  table,
  ordering,
  counts,
}: ServiceFiltersProps) {
  const sortId = useId();
  const t = useBuilderT();
  return (
    <div className="vsl-filters">
      <Radio.Group
        aria-label={t('list.show')}
        optionType="button"
        value={table.query.filters.status ?? ''}
        onChange={(e) =>
          table.setFilter('status', String(e.target.value) || null)
        }
        options={TABS.map((tab) => ({
          value: tab.value,
          label:
            counts?.[tab.count] === undefined
              ? t(tab.label)
              : t('list.tabCount', {
                  label: t(tab.label),
                  count: counts[tab.count]!,
                }),
        }))}
      />
      <div className="vsl-filters__row" role="search">
        <SearchInput
          visibleLabel
          allowClear
          className="vsl-field vsl-field--search"
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          delay={400}
          value={table.query.search}
          onSearch={table.setSearch}
        />
        <div className="vsl-field">
          <label htmlFor={sortId}>{t('list.sortBy')}</label>
          <select
            id={sortId}
            className="vsl-select"
            value={ordering || 'name'}
            onChange={(e) => table.setOrdering(e.target.value)}
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`list.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
