import { App, ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { cspNonce } from 'shared/csp';
import { useTenant } from 'shared/tenant';
import { themeFor } from './theme';

/** Props of AntdTheme. */
export interface AntdThemeProps {
  children: ReactNode;
}

/**
 * antd's ConfigProvider with the tenant's white-label theme, plus antd's App (message,
 * notification, modal). Only pages that use antd render it (ADR 0002); it must sit inside AppProviders.
 * antd writes its CSS-in-JS as <style> elements: they carry the page's CSP nonce (`csp`).
 */
export function AntdTheme({ children }: AntdThemeProps) {
  const { storeSettings, whiteLabel } = useTenant();
  const theme = useMemo(
    () => themeFor(storeSettings, whiteLabel),
    [storeSettings, whiteLabel],
  );
  const csp = useMemo(() => {
    const nonce = cspNonce();
    return nonce ? { nonce } : undefined;
  }, []);
  return (
    <ConfigProvider theme={theme} csp={csp}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
