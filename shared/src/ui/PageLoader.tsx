import { LoadingOutlined, Spin } from 'shared/ui/antd';

/** Fallback loader colour of the spec; the shell can override it with the CSS variable --wl-loader. */
export const DEFAULT_LOADER_COLOR = '#1d616b';

/** Props of PageLoader. */
export interface PageLoaderProps {
  /** accessible label (default 'Loading') */
  label?: string;
  /** fill the viewport instead of the parent */
  fullScreen?: boolean;
}

/** A centred spinner in the loader colour. */
export function PageLoader({
  label = 'Loading',
  fullScreen = false,
}: PageLoaderProps) {
  return (
    <div
      role="status"
      aria-label={label}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullScreen ? '100vh' : 200,
        width: '100%',
      }}
    >
      <Spin
        indicator={
          <LoadingOutlined
            spin
            style={{
              fontSize: 40,
              color: `var(--wl-loader, ${DEFAULT_LOADER_COLOR})`,
            }}
          />
        }
      />
    </div>
  );
}
