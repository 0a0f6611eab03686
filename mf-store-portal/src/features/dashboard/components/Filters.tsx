import { Radio } from 'shared/ui/antd';
import { useStorePortalT } from '../../../i18n/t';
import type { LocationChoice } from '../../../records/lookups';
import type { DashboardFilter } from '../api';
import { PRESETS, presetRange, type Preset } from '../range';

/** Props of Filters. */
export interface FiltersProps {
  preset: Preset;
  filter: DashboardFilter;
  locations: LocationChoice[];
  onChange: (preset: Preset, filter: DashboardFilter) => void;
}

/** The range (presets, or two dates) and the location the dashboard counts. */
export function Filters({ preset, filter, locations, onChange }: FiltersProps) {
  const t = useStorePortalT();
  return (
    <div
      className="dashboard-filters"
      role="group"
      aria-label={t('dashboard.filters')}
    >
      <Radio.Group
        aria-label={t('dashboard.dateRange')}
        value={preset}
        options={PRESETS.map((p) => ({
          value: p.value,
          label: t(`dashboard.presets.${p.value}`),
        }))}
        onChange={(event) => {
          const next = event.target.value as Preset;
          onChange(
            next,
            next === 'custom' ? filter : { ...filter, ...presetRange(next) },
          );
        }}
      />
      {preset === 'custom' && (
        <div className="dashboard-filters__dates">
          <label>
            {t('dashboard.from')}
            <input
              type="date"
              value={filter.from}
              max={filter.to}
              onChange={(event) =>
                event.target.value &&
                onChange('custom', { ...filter, from: event.target.value })
              }
            />
          </label>
          <label>
            {t('dashboard.to')}
            <input
              type="date"
              value={filter.to}
              min={filter.from}
              onChange={(event) =>
                event.target.value &&
                onChange('custom', { ...filter, to: event.target.value })
              }
            />
          </label>
        </div>
      )}
      {locations.length > 1 && (
        <label className="dashboard-filters__location">
          {t('dashboard.location')}
          <select
            value={filter.location}
            onChange={(event) =>
              onChange(preset, { ...filter, location: event.target.value })
            }
          >
            <option value="">{t('dashboard.allLocations')}</option>
            {locations.map((l) => (
              <option key={l.id} value={String(l.id)}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
