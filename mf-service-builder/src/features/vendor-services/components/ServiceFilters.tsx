import { useId } from 'react';
import { type TableQueryState } from 'shared/ui/portal';
import { SearchInput } from 'shared/ui/table';
import { Radio } from 'shared/ui/antd';

const TABS = [
  { value: '', label: 'All', count: 'all' },
  { value: 'active', label: 'Active', count: 'active' },
  { value: 'inactive', label: 'Inactive', count: 'inactive' },
] as const;

// The same orderings as the sortable columns, for a phone (whose stacked table has no headers)
// and anyone who prefers a list to column headers.
const SORTS = [
  { value: 'name', label: 'Name (A to Z)' },
  { value: '-name', label: 'Name (Z to A)' },
  { value: 'price', label: 'Price (low to high)' },
  { value: '-price', label: 'Price (high to low)' },
  { value: '-updated_on', label: 'Recently updated' },
  { value: 'updated_on', label: 'Least recently updated' },
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
  return (
    <div className="vsl-filters">
      <Radio.Group
        aria-label="Show services"
        optionType="button"
        value={table.query.filters.status ?? ''}
        onChange={(e) =>
          table.setFilter('status', String(e.target.value) || null)
        }
        options={TABS.map((tab) => ({
          value: tab.value,
          label:
            counts?.[tab.count] === undefined
              ? tab.label
              : `${tab.label} (${counts[tab.count]})`,
        }))}
      />
      <div className="vsl-filters__row" role="search">
        <SearchInput
          visibleLabel
          allowClear
          className="vsl-field vsl-field--search"
          label="Search services"
          placeholder="Name or description"
          delay={400}
          value={table.query.search}
          onSearch={table.setSearch}
        />
        <div className="vsl-field">
          <label htmlFor={sortId}>Sort by</label>
          <select
            id={sortId}
            className="vsl-select"
            value={ordering || 'name'}
            onChange={(e) => table.setOrdering(e.target.value)}
          >
            {SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
