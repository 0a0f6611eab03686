import type { StoreSettings } from './types';

/** Spec section 9 defaults (background, button, loader) plus neutral ones for the other colours. */
export const WHITE_LABEL_DEFAULTS = {
  background: '#faf9f7',
  button: '#204a48',
  loader: '#1d616b',
  border: '#d9d9d9',
  buttonHoverFont: '#ffffff',
  font: 'rgba(0, 0, 0, 0.88)',
};

/** The store's white-label colours as the `--wl-*` CSS variables every package styles with. */
export function colorVariables(
  s: StoreSettings | null | undefined,
): Record<string, string> {
  const d = WHITE_LABEL_DEFAULTS;
  const button = s?.button_color || d.button;
  return {
    '--wl-background': s?.background_color || d.background,
    '--wl-border': s?.border_color || d.border,
    '--wl-button': button,
    '--wl-button-hover': s?.button_hover_color || button,
    '--wl-button-hover-font': s?.button_hover_font_color || d.buttonHoverFont,
    '--wl-font': s?.font_color || d.font,
    '--wl-top-bar': s?.top_bar_color || button,
    '--wl-loader': s?.button_color || d.loader,
  };
}
