import { theme as antdTheme, type ThemeConfig } from 'antd';
import {
  AA_NON_TEXT,
  ensureContrast,
  fontFamilyFor,
  readableTextOn,
  tenantPalette,
  WHITE_LABEL_DEFAULTS,
  type StoreSettings,
  type WhiteLabelSettings,
} from 'shared/tenant';

export const DEFAULT_BACKGROUND_COLOR = WHITE_LABEL_DEFAULTS.background;
export const DEFAULT_BUTTON_COLOR = WHITE_LABEL_DEFAULTS.button;

type Token = NonNullable<ThemeConfig['token']>;
const STATUSES = ['Success', 'Warning', 'Error', 'Info'] as const;
/** antd's preset colours: a `<Tag color="green">` writes green7 on green1. */
const PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'gold',
  'lime',
] as const;

/**
 * antd theme tokens from a store's settings (the default colours where one is missing). The
 * store's colours are used as they are; every text, status, link and focus colour antd would
 * derive is moved in lightness until it meets WCAG AA (4.5:1 text, 3:1 borders and focus) on the
 * store background and antd's surfaces (shared/tenant contrast). A dark background selects antd's
 * dark algorithm.
 */
export function themeFor(
  storeSettings: StoreSettings | null | undefined,
  whiteLabel?: WhiteLabelSettings | null,
): ThemeConfig {
  // One ThemeConfig (and one algorithm function) per set of colours: antd caches its generated
  // styles per theme, so every AntdTheme subtree of a store shares them.
  const key = JSON.stringify([
    storeSettings?.background_color,
    storeSettings?.button_color,
    storeSettings?.font_color,
    storeSettings?.border_color,
    storeSettings?.button_hover_color,
    storeSettings?.button_hover_font_color,
    storeSettings?.top_bar_color,
    fontFamilyFor(whiteLabel),
  ]);
  let config = themes.get(key);
  if (!config) {
    if (themes.size >= 16) themes.clear();
    config = computeTheme(storeSettings, whiteLabel);
    themes.set(key, config);
  }
  return config;
}

const themes = new Map<string, ThemeConfig>();

function computeTheme(
  storeSettings: StoreSettings | null | undefined,
  whiteLabel?: WhiteLabelSettings | null,
): ThemeConfig {
  const p = tenantPalette(storeSettings);
  const algorithm = p.isDark
    ? antdTheme.darkAlgorithm
    : antdTheme.defaultAlgorithm;
  const seed: Token = { colorPrimary: p.button, colorBgLayout: p.background };
  const base = antdTheme.getDesignToken({ token: seed, algorithm });
  const surfaces = [p.background, base.colorBgContainer, base.colorBgElevated];
  const read = (colour: string, extra: string[] = []) =>
    ensureContrast(colour, [...surfaces, ...extra]);
  const colorText = read(storeSettings?.font_color ? p.font : base.colorText);
  const muted = read(base.colorTextSecondary);
  const faint = read(base.colorTextTertiary);
  const primaryText = read(p.button);
  // Selected menu items write the primary colour on controlItemBgActive.
  const selectedText = read(p.button, [base.controlItemBgActive]);
  const token: Token = {
    ...seed,
    colorText,
    colorTextHeading: colorText,
    colorTextLabel: colorText,
    colorTextSecondary: muted,
    colorTextTertiary: faint,
    colorTextDescription: faint,
    colorTextPlaceholder: faint,
    colorLink: primaryText,
    colorLinkHover: primaryText,
    colorLinkActive: primaryText,
    colorPrimaryText: primaryText,
    colorPrimaryTextHover: primaryText,
    colorPrimaryTextActive: primaryText,
    // antd's focus outline (lineWidthFocus solid colorPrimaryBorder).
    colorPrimaryBorder: ensureContrast(p.button, surfaces, AA_NON_TEXT),
    // Input borders must be seen (3:1); the store's own border colour stays on dividers.
    colorBorder: ensureContrast(
      storeSettings?.border_color ? p.border : base.colorBorder,
      surfaces,
      AA_NON_TEXT,
    ),
  };
  if (storeSettings?.border_color) token.colorBorderSecondary = p.border;
  for (const status of STATUSES) {
    // Status tags and alerts write colorX on colorXBg: both pinned, the text made readable.
    const bg = base[`color${status}Bg`];
    const text = read(base[`color${status}`], [bg]);
    token[`color${status}`] = text;
    token[`color${status}Text`] = text;
    token[`color${status}Bg`] = bg;
    token[`color${status}Border`] = base[`color${status}Border`];
  }
  for (const preset of PRESETS) {
    // antd keeps each palette step twice (green7 and green-7, the name of its CSS variable).
    const text = read(base[`${preset}7`], [base[`${preset}1`]]);
    token[`${preset}7`] = text;
    token[`${preset}-7`] = text;
  }
  // A danger button writes colorErrorHover/Active as its text (default) or under its text
  // (primary) while hovered or pressed: antd's lighter steps fail 4.5:1, so they stay the readable
  // error colour, as the text tokens do.
  for (const state of ['Hover', 'Active', 'TextHover', 'TextActive'] as const)
    token[`colorError${state}`] = token.colorError;
  const fontFamily = fontFamilyFor(whiteLabel);
  if (fontFamily) token.fontFamily = fontFamily;
  // antd's algorithms re-derive the seed colours (the dark one shifts even colorPrimary): a last
  // step puts the store's and the derived colours back, before antd computes its alias tokens.
  const pin = (_seed: unknown, map?: object) =>
    ({ ...map, ...token }) as ReturnType<typeof antdTheme.defaultAlgorithm>;
  return {
    algorithm: [algorithm, pin],
    token,
    components: {
      Button: {
        primaryColor: p.onButton,
        dangerColor: readableTextOn(token.colorError!),
        defaultHoverColor: primaryText,
        defaultActiveColor: primaryText,
      },
      Menu: {
        itemSelectedColor: selectedText,
        horizontalItemSelectedColor: selectedText,
      },
      Tabs: {
        itemSelectedColor: primaryText,
        itemHoverColor: primaryText,
        itemActiveColor: primaryText,
      },
      Pagination: { itemActiveColor: primaryText },
      // A table's empty text ("You have no orders yet.") is content, not a disabled control: antd
      // writes it in colorTextDisabled, so the table's own copy of that token reads.
      Table: { colorTextDisabled: muted },
    },
  };
}
