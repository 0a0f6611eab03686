import type { CSSProperties } from 'react';
import './ui.css';

/** Fallback loader colour of the spec; the shell overrides it with the CSS variable --wl-loader. */
export const DEFAULT_LOADER_COLOR = '#1d616b';

/** Props of PageLoader. */
export interface PageLoaderProps {
  /** accessible label (default 'Loading') */
  label?: string;
  /** fill the viewport instead of the parent */
  fullScreen?: boolean;
}

// The spinner reads --ui-loader-color (ui.css): the shell's --wl-loader, else the spec fallback.
const loaderColor = {
  '--ui-loader-color': `var(--wl-loader, ${DEFAULT_LOADER_COLOR})`,
} as CSSProperties;

/** A centred spinner in the loader colour, announced politely as a status. */
export function PageLoader({
  label = 'Loading',
  fullScreen = false,
}: PageLoaderProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={label}
      className={fullScreen ? 'ui-loader ui-loader--full' : 'ui-loader'}
      style={loaderColor}
    >
      <span className="ui-loader__spinner" aria-hidden="true" />
      <span className="ui-visually-hidden">{label}</span>
    </div>
  );
}
