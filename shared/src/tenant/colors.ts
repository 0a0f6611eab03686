import {
  AA_NON_TEXT,
  AA_TEXT,
  ensureContrast,
  isColour,
  opaqueHex,
  readableTextOn,
} from './contrast';
import type { StoreSettings } from './types';

/** Defaults (background, button, loader) plus neutral ones for the other colours. */
export const WHITE_LABEL_DEFAULTS = {
  background: '#faf9f7',
  button: '#204a48',
  loader: '#1d616b',
  border: '#d9d9d9',
  buttonHoverFont: '#ffffff',
  font: 'rgba(0, 0, 0, 0.88)',
};

/** Starting points of the derived status colours (antd's), adjusted per store until they read. */
const ERROR_SEED = '#cf1322';

/** The store's own colours (never altered) and the colours derived from them to meet WCAG AA. */
export interface TenantPalette {
  background: string;
  border: string;
  button: string;
  buttonHover: string;
  buttonHoverFont: string;
  font: string;
  topBar: string;
  loader: string;
  /** Cards and panels: white on a light store background, the background itself on a dark one. */
  surface: string;
  isDark: boolean;
  /** Body text, ≥ 4.5:1 on the background and the surface. */
  text: string;
  /** Secondary text (help, descriptions, timestamps), ≥ 4.5:1 on the background and the surface. */
  textMuted: string;
  /** The button colour as text (links, titles), ≥ 4.5:1 on the background and the surface. */
  accentText: string;
  /** Error text, ≥ 4.5:1 on the background and the surface. */
  error: string;
  /** Text on the error colour. */
  onError: string;
  /** Text on the button colour, on its hover colour and on the top bar (≥ 4.5:1). */
  onButton: string;
  onButtonHover: string;
  onTopBar: string;
  /** Focus outline and input borders, ≥ 3:1 on the background and the surface. */
  focus: string;
  inputBorder: string;
}

const valid = (c: string | null | undefined, fallback: string) =>
  isColour(c) ? c : fallback;

/** The store's colours (spec defaults when missing) and the derived readable ones. */
export function tenantPalette(
  s: StoreSettings | null | undefined,
): TenantPalette {
  const d = WHITE_LABEL_DEFAULTS;
  const background = valid(s?.background_color, d.background);
  const button = valid(s?.button_color, d.button);
  const buttonHover = valid(s?.button_hover_color, button);
  const buttonHoverFont = valid(s?.button_hover_font_color, d.buttonHoverFont);
  const font = valid(s?.font_color, d.font);
  const border = valid(s?.border_color, d.border);
  const topBar = valid(s?.top_bar_color, button);
  const isDark = readableTextOn(background) === '#ffffff';
  const surface = isDark ? opaqueHex(background) : '#ffffff';
  const on = [background, surface];
  const defaultText = isDark ? '#ffffff' : '#1f1f1f';
  const text = ensureContrast(isColour(s?.font_color) ? font : defaultText, on);
  const textMuted = ensureContrast(
    opaqueHex(`${text}a6`, background),
    on,
    AA_TEXT,
  );
  const error = ensureContrast(ERROR_SEED, on);
  const hoverFontReads =
    ensureContrast(buttonHoverFont, buttonHover) ===
    opaqueHex(buttonHoverFont, buttonHover);
  return {
    background,
    border,
    button,
    buttonHover,
    buttonHoverFont,
    font,
    topBar,
    loader: s?.button_color ? button : d.loader,
    surface,
    isDark,
    text,
    textMuted,
    accentText: ensureContrast(button, on),
    error,
    onError: readableTextOn(error),
    onButton: readableTextOn(button),
    onButtonHover: hoverFontReads
      ? buttonHoverFont
      : readableTextOn(buttonHover),
    onTopBar: readableTextOn(topBar),
    focus: ensureContrast(button, on, AA_NON_TEXT),
    inputBorder: ensureContrast(border, on, AA_NON_TEXT),
  };
}

/** The store's white-label colours as the `--wl-*` CSS variables every package styles with. */
export function colorVariables(
  s: StoreSettings | null | undefined,
): Record<string, string> {
  const p = tenantPalette(s);
  return {
    '--wl-background': p.background,
    '--wl-border': p.border,
    '--wl-button': p.button,
    '--wl-button-hover': p.buttonHover,
    '--wl-button-hover-font': p.buttonHoverFont,
    '--wl-font': p.font,
    '--wl-top-bar': p.topBar,
    '--wl-loader': p.loader,
    '--wl-surface': p.surface,
    '--wl-text': p.text,
    '--wl-text-muted': p.textMuted,
    '--wl-accent-text': p.accentText,
    '--wl-error': p.error,
    '--wl-on-error': p.onError,
    '--wl-on-button': p.onButton,
    '--wl-on-button-hover': p.onButtonHover,
    '--wl-on-top-bar': p.onTopBar,
    '--wl-focus': p.focus,
    '--wl-input-border': p.inputBorder,
  };
}
