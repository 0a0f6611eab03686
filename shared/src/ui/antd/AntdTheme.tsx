import { App, ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTenant } from 'shared/tenant';
import { themeFor } from './theme';

/** Props of AntdTheme. */
export interface AntdThemeProps {
  children: ReactNode;
}

/**
 * antd's ConfigProvider with the tenant's white-label theme, plus antd's App (message,
 * notification, modal). Only pages that use antd render it (ADR 0002); it must sit inside AppProviders.
 */
export function AntdTheme({ children }: AntdThemeProps) {
  const { storeSettings, whiteLabel } = useTenant();
  const theme = useMemo(
    () => themeFor(storeSettings, whiteLabel),
    [storeSettings, whiteLabel],
  );
  return (
    <ConfigProvider theme={theme}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
