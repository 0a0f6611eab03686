// The font families the platform hosts itself: every Fontsource package (`@fontsource/<id>`, one
// family each) among the root package's dependencies. A store naming one of them gets it from the
// platform's own origin (`/fonts/<id>/<version>/<file>`, immutable), one file per face and script
// subset (Latin, Latin Extended, Cyrillic, Greek, Vietnamese, Hebrew where the package has them),
// each declared with its unicode-range so a browser fetches only the subsets its page's text
// uses (a Latin page: one request per face, the Latin file preloaded), with a metric-adjusted
// local fallback face so the text does not jump when the font arrives. Any other named family
// still comes from the Google Fonts stylesheet (the shell).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
);

/** The faces a page can use: regular, bold and italic (one file each). */
const FACES = [
  { weight: 400, style: 'normal', preload: true },
  { weight: 700, style: 'normal', preload: true },
  { weight: 400, style: 'italic', preload: false },
];

// The local fonts a fallback face is drawn with, and their average advance width per em of the
// sample text below (measured on Liberation Serif and Sans, which share Times New Roman's and
// Arial's metrics).
const FALLBACKS = {
  serif: {
    locals: ['Times New Roman', 'Liberation Serif', 'Times'],
    avgWidth: 861.5 / 2048,
  },
  'sans-serif': {
    locals: ['Arial', 'Liberation Sans', 'Helvetica'],
    avgWidth: 920.4 / 2048,
  },
};
const SAMPLE =
  'The quick brown fox jumps over the lazy dog while five boxing wizards jump quickly';

/** The Latin subset: the preloaded one, and the one the fallback's metrics are measured on. */
const LATIN = 'latin';
// Fontsource's `math` and `symbols` subsets overlap the script subsets' ranges (Greek letters,
// arrows): a page would fetch both files for one character, so they are not served.
const LEFT_OUT = new Set(['math', 'symbols']);

/**
 * `id` → { id, family, category, version, dir, weights, styles, subsets } of each installed
 * package; `subsets` is [{ name, range }] in the package's own order (unicode.json), Latin last.
 */
function loadHostedFonts() {
  const pkg = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
  );
  const fonts = new Map();
  for (const name of Object.keys(pkg.dependencies ?? {})) {
    if (!name.startsWith('@fontsource/')) continue;
    const dir = path.dirname(require.resolve(name));
    const meta = JSON.parse(
      fs.readFileSync(path.join(dir, 'metadata.json'), 'utf8'),
    );
    const { version } = JSON.parse(
      fs.readFileSync(path.join(dir, 'package.json'), 'utf8'),
    );
    const ranges = JSON.parse(
      fs.readFileSync(path.join(dir, 'unicode.json'), 'utf8'),
    );
    const subsets = Object.entries(ranges)
      .filter(([name]) => meta.subsets.includes(name) && !LEFT_OUT.has(name))
      .map(([name, range]) => ({ name, range }));
    fonts.set(meta.id, {
      id: meta.id,
      subsets,
      family: meta.family,
      category: meta.category === 'serif' ? 'serif' : 'sans-serif',
      version,
      dir: path.join(dir, 'files'),
      weights: meta.weights,
      styles: meta.styles,
    });
  }
  return fonts;
}

let hosted = null;
const hostedFonts = () => (hosted ??= loadHostedFonts());

/** The hosted families' names, in their packages' order. */
export function hostedFamilies() {
  return [...hostedFonts().values()].map((f) => f.family);
}

/** The hosted font of a family name (any case), or null. */
export function hostedFont(family) {
  if (typeof family !== 'string') return null;
  const wanted = family.trim().toLowerCase();
  for (const font of hostedFonts().values())
    if (font.family.toLowerCase() === wanted) return font;
  return null;
}

const fileOf = (font, face, subset = LATIN) =>
  `${font.id}-${subset}-${face.weight}-${face.style}.woff2`;
const urlOf = (font, face, subset = LATIN) =>
  `/fonts/${font.id}/${font.version}/${fileOf(font, face, subset)}`;
const facesOf = (font) =>
  FACES.filter(
    (f) => font.weights.includes(f.weight) && font.styles.includes(f.style),
  );

const metricsCache = new Map();
/** size-adjust and the overrides that make the local fallback take the font's room. */
export function fallbackMetrics(font) {
  if (metricsCache.has(font.id)) return metricsCache.get(font.id);
  const fontkit = require('fontkit');
  const file = fontkit.create(
    fs.readFileSync(path.join(font.dir, fileOf(font, FACES[0]))),
  );
  const run = file.layout(SAMPLE);
  const avg =
    run.glyphs.reduce((sum, g) => sum + g.advanceWidth, 0) /
    run.glyphs.length /
    file.unitsPerEm;
  const sizeAdjust = avg / FALLBACKS[font.category].avgWidth;
  const per = (v) => Math.abs(v) / file.unitsPerEm / sizeAdjust;
  const metrics = {
    sizeAdjust,
    ascentOverride: per(file.ascent),
    descentOverride: per(file.descent),
    lineGapOverride: per(file.lineGap),
  };
  metricsCache.set(font.id, metrics);
  return metrics;
}

const pct = (x) => `${(x * 100).toFixed(2)}%`;

/** The CSS font-family value of a hosted font: the font, its fallback face, the generic family. */
export function fontStack(font) {
  return `'${font.family}', '${font.family} Fallback', ${font.category}`;
}

/**
 * What a page's head needs for a hosted font: the preloads of its regular and bold faces and one
 * stylesheet with its @font-face rules (font-display: swap), the fallback face and the variable the
 * storefront's text uses (`--wl-font-family`).
 */
export function fontHead(font) {
  const m = fallbackMetrics(font);
  const faces = facesOf(font).flatMap((face) =>
    font.subsets.map(
      (subset) =>
        `@font-face{font-family:'${font.family}';src:url(${urlOf(font, face, subset.name)}) format('woff2');font-weight:${face.weight};font-style:${face.style};font-display:swap;unicode-range:${subset.range}}`,
    ),
  );
  const fallback = FALLBACKS[font.category];
  faces.push(
    `@font-face{font-family:'${font.family} Fallback';src:${fallback.locals.map((l) => `local('${l}')`).join(',')};size-adjust:${pct(m.sizeAdjust)};ascent-override:${pct(m.ascentOverride)};descent-override:${pct(m.descentOverride)};line-gap-override:${pct(m.lineGapOverride)}}`,
  );
  return {
    preloads: facesOf(font)
      .filter((f) => f.preload)
      .map((f) => urlOf(font, f)),
    css: `${faces.join('')}:root{--wl-font-family:${fontStack(font)}}`,
  };
}

const FONT_FILE = /^([a-z-]+)-(\d{3})-(normal|italic)\.woff2$/;

/**
 * The file behind `/fonts/<id>/<version>/<file>`, or null: only a hosted package at its installed
 * version, and only the woff2 faces the head names (its served subsets).
 */
export function fontFilePath(id, version, file) {
  const font = hostedFonts().get(id);
  if (!font || font.version !== version || !file.startsWith(`${id}-`))
    return null;
  const match = FONT_FILE.exec(file.slice(id.length + 1));
  if (!match || !font.subsets.some((s) => s.name === match[1])) return null;
  const face = { weight: Number(match[2]), style: match[3] };
  if (
    !facesOf(font).some(
      (f) => f.weight === face.weight && f.style === face.style,
    )
  )
    return null;
  return path.join(font.dir, file);
}
