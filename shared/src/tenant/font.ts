import type { WhiteLabelSettings } from './types';

/** The family name under which the shell registers a store's own uploaded font files. */
export const OWN_FONT_FAMILY = 'WhiteLabelOwnFont';

/** CSS font-family for a store's white-label font settings, or undefined to keep the default. */
export function fontFamilyFor(
  whiteLabel: WhiteLabelSettings | null | undefined,
): string | undefined {
  if (!whiteLabel) return undefined;
  if (whiteLabel.is_own_font && whiteLabel.regular_font_family_url)
    return `'${OWN_FONT_FAMILY}', sans-serif`;
  if (whiteLabel.is_custom_font_style && whiteLabel.font_style)
    return `'${whiteLabel.font_style.replace(/'/g, '')}', sans-serif`;
  return undefined;
}
