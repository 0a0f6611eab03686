import type { CSSProperties } from 'react';
import { formatApiAmount } from 'shared/i18n';
import type { TenantPalette } from 'shared/tenant';
import { useStorePortalT } from '../../../i18n/t';
import type { SettingsValues } from '../schema';

/** Props of LivePreview. */
export interface LivePreviewProps {
  values: SettingsValues;
  palette: TenantPalette;
  storeName: string;
}

function fontFamily(values: SettingsValues): string | undefined {
  if (values.font_mode === 'lookup' && values.font_style.trim())
    return `'${values.font_style.trim().replace(/'/g, '')}', sans-serif`;
  return undefined;
}

/**
 * A small storefront drawn with the values being edited: the top bar, the logo, a service card
 * with its button (and the button as it looks on hover) and the footer links. It is a picture of
 * the storefront, so its controls are inert.
 */
export function LivePreview({
  values,
  palette: p,
  storeName,
}: LivePreviewProps) {
  const t = useStorePortalT();
  const page: CSSProperties = {
    background: p.background,
    color: p.text,
    fontFamily: fontFamily(values),
    borderColor: p.border,
  };
  return (
    <figure
      className="settings-preview"
      aria-labelledby="settings-preview-title"
    >
      <figcaption id="settings-preview-title">
        {t('settings.preview.title')}
      </figcaption>
      <div className="settings-preview__tab">
        {values.favicon.trim() && (
          <img
            src={values.favicon}
            alt={t('settings.favicon')}
            width={16}
            height={16}
          />
        )}
        <span>{storeName}</span>
      </div>
      <div className="settings-preview__page" style={page} inert>
        {values.top_bar_text.trim() && (
          <div
            className="settings-preview__topbar"
            style={{ background: p.topBar, color: p.onTopBar }}
          >
            {values.top_bar_text}
          </div>
        )}
        <div
          className="settings-preview__header"
          style={{ borderColor: p.border }}
        >
          {values.logo.trim() ? (
            <img
              src={values.logo}
              alt={t('settings.preview.logo', { store: storeName })}
              height={32}
            />
          ) : (
            <strong>{storeName}</strong>
          )}
        </div>
        <div
          className="settings-preview__card"
          style={{ background: p.surface, borderColor: p.border }}
        >
          <p className="settings-preview__title" style={{ color: p.text }}>
            {t('settings.preview.service')}
          </p>
          <p style={{ color: p.textMuted }}>
            {t('settings.preview.from', { price: formatApiAmount('45.00') })}
          </p>
          <div className="settings-preview__buttons">
            <span
              className="settings-preview__button"
              style={{ background: p.button, color: p.onButton }}
            >
              {t('settings.preview.addToCart')}
            </span>
            <span
              className="settings-preview__button"
              style={{ background: p.buttonHover, color: p.onButtonHover }}
            >
              {t('settings.preview.onHover')}
            </span>
          </div>
        </div>
        <div
          className="settings-preview__footer"
          style={{ color: p.accentText }}
        >
          {values.privacy_policy_link.trim() && (
            <span>{t('settings.preview.privacy')}</span>
          )}
          {values.terms_conditions_link.trim() && (
            <span>{t('settings.preview.terms')}</span>
          )}
        </div>
      </div>
    </figure>
  );
}
