import { COLOUR_CASES, settingsWithColours } from '../testing/colourCases';
import { colorVariables, tenantPalette } from './colors';
import {
  contrastRatio,
  ensureContrast,
  opaqueHex,
  readableTextOn,
  relativeLuminance,
} from './contrast';

test('WCAG contrast ratio and relative luminance', () => {
  expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  expect(contrastRatio('#ff4d4f', '#fffaf0')).toBeCloseTo(3.14, 2);
  expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(
    contrastRatio('#8c8c8c', '#ffffff'),
    1,
  );
  expect(relativeLuminance('#ffffff')).toBe(1);
  expect(relativeLuminance('#000000')).toBe(0);
  expect(opaqueHex('rgba(0, 0, 0, 0.5)', '#ffffff')).toBe('#808080');
});

test.each([
  ['#204a48', '#ffffff'],
  ['#1f4fa3', '#ffffff'],
  ['#ffe58f', '#1f1f1f'],
  ['#fadb14', '#1f1f1f'],
  ['#262626', '#ffffff'],
  ['#777777', '#000000'],
])('readable text on %s is %s', (background, text) => {
  expect(readableTextOn(background)).toBe(text);
  expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
});

test('ensureContrast keeps a colour that reads and moves only the lightness of one that does not', () => {
  expect(ensureContrast('#1f4fa3', '#ffffff')).toBe('#1f4fa3');
  const adjusted = ensureContrast('#ff4d4f', ['#fffaf0', '#ffffff']);
  expect(adjusted).not.toBe('#ff4d4f');
  expect(contrastRatio(adjusted, '#fffaf0')).toBeGreaterThanOrEqual(4.5);
  // Still red: the hue is kept, only darker (red channel dominates).
  const [r, g, b] = [1, 3, 5].map((i) =>
    parseInt(adjusted.slice(i, i + 2), 16),
  );
  expect(r).toBeGreaterThan(g! * 2);
  expect(Math.abs(g! - b!)).toBeLessThan(8);
  // Lighter when the background is dark.
  const onDark = ensureContrast('#1f4fa3', '#141414');
  expect(relativeLuminance(onDark)).toBeGreaterThan(
    relativeLuminance('#1f4fa3'),
  );
  expect(contrastRatio(onDark, '#141414')).toBeGreaterThanOrEqual(4.5);
});

describe.each(COLOUR_CASES)('%s', (_, colours) => {
  const settings = settingsWithColours(colours);
  const p = tenantPalette(settings);
  const on = [p.background, p.surface];

  test.each([
    ['text', p.text],
    ['textMuted', p.textMuted],
    ['accentText', p.accentText],
    ['error', p.error],
  ])('%s reads at 4.5:1 on the background and the surface', (_, colour) => {
    for (const bg of on)
      expect(contrastRatio(colour, bg)).toBeGreaterThanOrEqual(4.5);
  });

  test('text on the button, its hover colour, the error colour and the top bar reads at 4.5:1', () => {
    expect(contrastRatio(p.onButton, p.button)).toBeGreaterThanOrEqual(4.5);
    expect(
      contrastRatio(p.onButtonHover, p.buttonHover),
    ).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(p.onError, p.error)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(p.onTopBar, p.topBar)).toBeGreaterThanOrEqual(4.5);
  });

  test('focus outline and input borders reach 3:1', () => {
    for (const bg of on) {
      expect(contrastRatio(p.focus, bg)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(p.inputBorder, bg)).toBeGreaterThanOrEqual(3);
    }
  });

  test("the store's own colours are returned unchanged", () => {
    const vars = colorVariables(settings);
    expect([
      vars['--wl-background'],
      vars['--wl-border'],
      vars['--wl-button'],
      vars['--wl-button-hover'],
      vars['--wl-button-hover-font'],
      vars['--wl-font'],
      vars['--wl-top-bar'],
    ]).toEqual(
      colours ?? [
        '#faf9f7',
        '#d9d9d9',
        '#204a48',
        '#204a48',
        '#ffffff',
        'rgba(0, 0, 0, 0.88)',
        '#204a48',
      ],
    );
  });
});
