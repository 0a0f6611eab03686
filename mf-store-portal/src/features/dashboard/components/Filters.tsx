import { Radio } from 'shared/ui/antd';
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
  return (
    <div
      className="dashboard-filters"
      role="group"
      aria-label="Dashboard filters"
    >
      <Radio.Group
        aria-label="Date range"
        value={preset}
        options={PRESETS}
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
            From
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
            To
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
          Location
          <select
            value={filter.location}
            onChange={(event) =>
              onChange(preset, { ...filter, location: event.target.value })
            }
          >
            <option value="">All locations</option>
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
