// WCAG 2.x contrast (relative luminance) and the lightness adjustment the tenant theme derives its
// text, status and focus colours with. Pure: no DOM, no antd.

/** WCAG AA minimum for normal text (1.4.3). */
export const AA_TEXT = 4.5;
/** WCAG AA minimum for user-interface components and focus indicators (1.4.11). */
export const AA_NON_TEXT = 3;

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()`; null when it is none of these. */
function parse(colour: string): Rgba | null {
  const c = colour.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(c)?.[1];
  if (hex) {
    const full =
      hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex.slice(0, 6);
    const n = parseInt(full, 16);
    const a = hex.length === 8 ? parseInt(hex.slice(6), 16) / 255 : 1;
    return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255, a };
  }
  const fn = /^rgba?\(([^)]+)\)$/.exec(c)?.[1];
  if (!fn) return null;
  const parts = fn
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (parts.length < 3 || parts.some((p) => Number.isNaN(p))) return null;
  const [r, g, b, a = 1] = parts as [number, number, number, number?];
  return { r, g, b, a };
}

/** Channels rounded and clamped to 0…255 as `#rrggbb` writes them. */
function rounded({ r, g, b }: Rgba): Rgba {
  const c = (v: number) => Math.round(Math.min(255, Math.max(0, v)));
  return { r: c(r), g: c(g), b: c(b), a: 1 };
}

function toHex({ r, g, b }: Rgba): string {
  const h = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}`;
}

/** A colour painted over an opaque background (alpha flattened). */
function over(fg: Rgba, bg: Rgba): Rgba {
  const mix = (f: number, b: number) => f * fg.a + b * (1 - fg.a);
  return { r: mix(fg.r, bg.r), g: mix(fg.g, bg.g), b: mix(fg.b, bg.b), a: 1 };
}

function rgbaOf(colour: string): Rgba {
  const c = parse(colour);
  if (!c) throw new Error(`Not a colour: ${colour}`);
  return c;
}

/** Whether a string is a colour this module reads (hex or rgb/rgba). */
export function isColour(colour: string | null | undefined): colour is string {
  return !!colour && parse(colour) !== null;
}

/** The colour as `#rrggbb`, its alpha flattened over `background` (white by default). */
export function opaqueHex(colour: string, background = '#ffffff'): string {
  return toHex(over(rgbaOf(colour), over(rgbaOf(background), WHITE)));
}

function luminanceOf({ r, g, b }: Rgba): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG relative luminance (0 black … 1 white). */
export function relativeLuminance(colour: string): number {
  return luminanceOf(over(rgbaOf(colour), WHITE));
}

/** WCAG contrast ratio (1 … 21) of `foreground` painted over `background`. */
export function contrastRatio(foreground: string, background: string): number {
  const bg = over(rgbaOf(background), WHITE);
  const l1 = luminanceOf(over(rgbaOf(foreground), bg));
  const l2 = luminanceOf(bg);
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

const DARK_TEXT = '#1f1f1f';

/** White or dark text, whichever reads better on `background` (black when neither reaches AA). */
export function readableTextOn(background: string, ratio = AA_TEXT): string {
  const light = contrastRatio('#ffffff', background);
  const dark = contrastRatio(DARK_TEXT, background);
  if (Math.max(light, dark) < ratio)
    return light >= contrastRatio('#000000', background)
      ? '#ffffff'
      : '#000000';
  return light >= dark ? '#ffffff' : DARK_TEXT;
}

function toHsl({ r, g, b }: Rgba): [number, number, number] {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === rr
      ? (gg - bb) / d + (gg < bb ? 6 : 0)
      : max === gg
        ? (bb - rr) / d + 2
        : (rr - gg) / d + 4;
  return [h / 6, s, l];
}

function fromHsl(h: number, s: number, l: number): Rgba {
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255, a: 1 };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return {
    r: channel(h + 1 / 3) * 255,
    g: channel(h) * 255,
    b: channel(h - 1 / 3) * 255,
    a: 1,
  };
}

const STEP = 0.005;

/**
 * `colour` (flattened over the first background) as `#rrggbb`, its HSL lightness moved the least
 * that makes it reach `ratio` against every one of `backgrounds`; hue and saturation are kept.
 * Unchanged when it already does. Black or white, whichever is better, when no lightness does.
 */
export function ensureContrast(
  colour: string,
  backgrounds: string | readonly string[],
  ratio: number = AA_TEXT,
): string {
  const bgs = (typeof backgrounds === 'string' ? [backgrounds] : backgrounds)
    .filter(isColour)
    .map((b) => rounded(over(rgbaOf(b), WHITE)));
  const start = rounded(over(rgbaOf(colour), bgs[0] ?? WHITE));
  // The search runs on numbers: the backgrounds' luminances once, each candidate's luminance from
  // its channels rounded as `#rrggbb` would round them (the answer is that hex).
  const bgLums = bgs.map(luminanceOf);
  const meets = (c: Rgba) => {
    const l = luminanceOf(c);
    return bgLums.every(
      (b) => (Math.max(l, b) + 0.05) / (Math.min(l, b) + 0.05) >= ratio - 1e-9,
    );
  };
  if (meets(start)) return toHex(start);
  const [h, s, l] = toHsl(start);
  for (let d = STEP; d <= 1; d += STEP) {
    for (const next of [l - d, l + d]) {
      if (next < 0 || next > 1) continue;
      const candidate = rounded(fromHsl(h, s, next));
      if (meets(candidate)) return toHex(candidate);
    }
  }
  const worst = (c: Rgba) => {
    const l = luminanceOf(c);
    return Math.min(
      ...bgLums.map((b) => (Math.max(l, b) + 0.05) / (Math.min(l, b) + 0.05)),
    );
  };
  return worst({ r: 0, g: 0, b: 0, a: 1 }) >= worst(WHITE)
    ? '#000000'
    : '#ffffff';
}

/** The lowest contrast of `foreground` against any of `backgrounds`. */
export function minContrast(
  foreground: string,
  backgrounds: readonly string[],
): number {
  return Math.min(...backgrounds.map((b) => contrastRatio(foreground, b)));
}
