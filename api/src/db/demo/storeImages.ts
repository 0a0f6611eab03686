// The demo stores' drawn logos and favicons: SVG written into their data: addresses.

const svg = (body: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(body)}`;
export const logo = (text: string, fill: string, ink: string) =>
  svg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48"><rect width="200" height="48" rx="8" fill="${fill}"/><text x="100" y="31" font-family="Georgia,serif" font-size="20" text-anchor="middle" fill="${ink}">${text}</text></svg>`,
  );
/** White or black ink for a logo on `fill` (#rrggbb), whichever contrasts more (WCAG luminance). */
export const inkOn = (fill: string) => {
  const lin = (i: number) => {
    const v = parseInt(fill.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin(1) + 0.7152 * lin(3) + 0.0722 * lin(5);
  return l > 0.179 ? '#000000' : '#ffffff';
};
export const favicon = (letter: string, fill: string) =>
  svg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${fill}"/><text x="16" y="22" font-family="Arial" font-size="18" text-anchor="middle" fill="#fff">${letter}</text></svg>`,
  );
