import type { ThemeConfig } from 'antd';
import {
  fontFamilyFor,
  WHITE_LABEL_DEFAULTS,
  type StoreSettings,
  type WhiteLabelSettings,
} from 'shared/tenant';

export const DEFAULT_BACKGROUND_COLOR = WHITE_LABEL_DEFAULTS.background;
export const DEFAULT_BUTTON_COLOR = WHITE_LABEL_DEFAULTS.button;

/** antd theme tokens from a store's settings (spec section 9 defaults for missing colours). */
export function themeFor(
  storeSettings: StoreSettings | null | undefined,
  whiteLabel?: WhiteLabelSettings | null,
): ThemeConfig {
  const token: NonNullable<ThemeConfig['token']> = {
    colorPrimary: storeSettings?.button_color || DEFAULT_BUTTON_COLOR,
    // antd links default to its info blue; on a white-label page they follow the button colour.
    colorLink: storeSettings?.button_color || DEFAULT_BUTTON_COLOR,
    colorBgLayout: storeSettings?.background_color || DEFAULT_BACKGROUND_COLOR,
  };
  if (storeSettings?.font_color) token.colorText = storeSettings.font_color;
  if (storeSettings?.border_color)
    token.colorBorder = storeSettings.border_color;
  const fontFamily = fontFamilyFor(whiteLabel);
  if (fontFamily) token.fontFamily = fontFamily;
  return { token };
}
