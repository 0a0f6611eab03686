import { Radio, Select } from 'shared/ui/antd';
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
        optionType="button"
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
        <div className="dashboard-filters__location">
          <span id="dashboard-location">Location</span>
          <Select
            aria-labelledby="dashboard-location"
            value={filter.location}
            onChange={(location: string) =>
              onChange(preset, { ...filter, location })
            }
            options={[
              { value: '', label: 'All locations' },
              ...locations.map((l) => ({ value: String(l.id), label: l.name })),
            ]}
            style={{ minWidth: 200 }}
          />
        </div>
      )}
    </div>
  );
}
