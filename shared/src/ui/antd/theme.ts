import type { ThemeConfig } from 'antd';
import {
  fontFamilyFor,
  type StoreSettings,
  type WhiteLabelSettings,
} from 'shared/tenant';

export const DEFAULT_BACKGROUND_COLOR = '#faf9f7';
export const DEFAULT_BUTTON_COLOR = '#204a48';

/** antd theme tokens from a store's settings (spec section 9 defaults for missing colours). */
export function themeFor(
  storeSettings: StoreSettings | null | undefined,
  whiteLabel?: WhiteLabelSettings | null,
): ThemeConfig {
  const token: NonNullable<ThemeConfig['token']> = {
    colorPrimary: storeSettings?.button_color || DEFAULT_BUTTON_COLOR,
    colorBgLayout: storeSettings?.background_color || DEFAULT_BACKGROUND_COLOR,
  };
  if (storeSettings?.font_color) token.colorText = storeSettings.font_color;
  if (storeSettings?.border_color)
    token.colorBorder = storeSettings.border_color;
  const fontFamily = fontFamilyFor(whiteLabel);
  if (fontFamily) token.fontFamily = fontFamily;
  return { token };
}
