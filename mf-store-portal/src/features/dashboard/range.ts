// The dashboard's date ranges: presets counted back from the browser's today, or custom dates.

export type Preset = 'today' | '7d' | '30d' | 'month' | 'custom';

export const PRESETS: { value: Preset; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: 'month', label: 'This month' },
  { value: 'custom', label: 'Custom' },
];

const pad = (n: number) => String(n).padStart(2, '0');

/** A local date as YYYY-MM-DD. */
export const isoDate = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The range of a preset, ending today (local days). */
export function presetRange(
  preset: Exclude<Preset, 'custom'>,
  now = new Date(),
): { from: string; to: string } {
  const to = isoDate(now);
  const back = (days: number) =>
    isoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() - days));
  switch (preset) {
    case 'today':
      return { from: to, to };
    case '7d':
      return { from: back(6), to };
    case '30d':
      return { from: back(29), to };
    case 'month':
      return {
        from: isoDate(new Date(now.getFullYear(), now.getMonth(), 1)),
        to,
      };
  }
}
