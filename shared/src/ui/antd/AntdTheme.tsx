import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { useMemo, type ReactNode } from 'react';
import { cspNonce } from 'shared/csp';
import { dirOf, PSEUDO_RTL, toUiLanguage, useLanguage } from 'shared/i18n';
import { useTenant } from 'shared/tenant';
import { usePrefersReducedMotion } from './reducedMotion';
import { pseudoAntdLocale } from './pseudoLocale';
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
  const reduceMotion = usePrefersReducedMotion();
  // With less motion asked for, antd opens and closes its dialogs, menus and messages at once:
  // nothing zooms, slides or waits for an animation's end to leave the page.
  const theme = useMemo(() => {
    const colours = themeFor(storeSettings, whiteLabel);
    return reduceMotion
      ? { ...colours, token: { ...colours.token, motion: false } }
      : colours;
  }, [storeSettings, whiteLabel, reduceMotion]);
  const language = useLanguage();
  const spanish = toUiLanguage(language) === 'es';
  // antd's own words (pagination, date pickers, empty tables) and its pickers' month names follow
  // the page's language (the pseudo-locale's are accented, as its catalogues); a right-to-left
  // language mirrors antd's components.
  dayjs.locale(spanish ? 'es' : 'en');
  const csp = useMemo(() => {
    const nonce = cspNonce();
    return nonce ? { nonce } : undefined;
  }, []);
  return (
    <ConfigProvider
      theme={theme}
      csp={csp}
      locale={
        spanish ? esES : language === PSEUDO_RTL ? pseudoAntdLocale : enUS
      }
      direction={dirOf(language)}
    >
      <App>{children}</App>
    </ConfigProvider>
  );
}
