/** One bar: its label under it and its value (already formatted) above it. */
export interface Bar {
  key: string;
  label: string;
  value: number;
  text: string;
}

/** Props of BarChart. */
export interface BarChartProps {
  bars: Bar[];
  /** what the chart shows; the table of the same figures is the accessible reading */
  title: string;
}

const HEIGHT = 120;

/**
 * Plain SVG bars (no chart library: two small charts do not pay for one). The picture is hidden
 * from screen readers, which read the table that goes with it.
 */
export function BarChart({ bars, title }: BarChartProps) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const width = Math.max(bars.length * 28, 420);
  const step = width / Math.max(bars.length, 1);
  const labelEvery = Math.ceil(bars.length / 10);
  return (
    <svg
      className="dashboard-chart"
      viewBox={`0 0 ${width} ${HEIGHT + 34}`}
      aria-hidden="true"
      focusable="false"
      data-title={title}
    >
      <line
        x1={0}
        x2={width}
        y1={HEIGHT + 14}
        y2={HEIGHT + 14}
        className="dashboard-chart__axis"
      />
      {bars.map((bar, index) => {
        const h = (bar.value / max) * HEIGHT;
        const x = index * step + step * 0.15;
        return (
          <g key={bar.key}>
            <rect
              className="dashboard-chart__bar"
              x={x}
              y={HEIGHT + 14 - h}
              width={step * 0.7}
              height={h}
              rx={2}
            />
            {index % labelEvery === 0 && (
              <text
                className="dashboard-chart__label"
                x={x + step * 0.35}
                y={HEIGHT + 28}
                textAnchor="middle"
              >
                {bar.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
