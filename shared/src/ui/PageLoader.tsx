import type { CSSProperties } from 'react';
import { useT } from 'shared/i18n';
import './ui.css';

/** Fallback loader colour of the spec; the shell overrides it with the CSS variable --wl-loader. */
export const DEFAULT_LOADER_COLOR = '#1d616b';

/** Props of PageLoader. */
export interface PageLoaderProps {
  /** accessible label (default 'Loading' in the page's language) */
  label?: string;
  /** fill the viewport instead of the parent */
  fullScreen?: boolean;
}

// The spinner reads --ui-loader-color (ui.css): the shell's --wl-loader, else the spec fallback.
const loaderColor = {
  '--ui-loader-color': `var(--wl-loader, ${DEFAULT_LOADER_COLOR})`,
} as CSSProperties;

/** A centred spinner in the loader colour, announced politely as a status. */
export function PageLoader({ label, fullScreen = false }: PageLoaderProps) {
  const t = useT('common');
  const name = label ?? t('states.loading');
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={name}
      className={fullScreen ? 'ui-loader ui-loader--full' : 'ui-loader'}
      style={loaderColor}
    >
      <span className="ui-loader__spinner" aria-hidden="true" />
      <span className="ui-visually-hidden">{name}</span>
    </div>
  );
}
