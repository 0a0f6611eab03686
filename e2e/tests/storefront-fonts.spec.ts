import { expect, test } from '@playwright/test';
import { shellUrl } from '../support/env';
import { fetchFrom } from '../support/storefrontHead';

// The store's hosted font in every script its package covers: each subset a face of its own with
// its unicode-range, so a page fetches only what its text needs, each file immutable.

const FACE = /@font-face\{font-family:'Lora';([^}]*)\}/g;

test('the hosted font declares each script subset with its unicode-range; every file is served immutable', async ({
  request,
}) => {
  const page = await fetchFrom(request, 'acme', '/');
  const css =
    /<style id="wl-hosted-font"[^>]*>([^<]*)<\/style>/.exec(page.body)?.[1] ??
    '';
  const faces = [...css.matchAll(FACE)].map((m) => {
    const rule = m[1] ?? '';
    return {
      url: /src:url\(([^)]+)\)/.exec(rule)?.[1] ?? '',
      range: /unicode-range:([^;}]+)/.exec(rule)?.[1] ?? '',
    };
  });
  const subsets = new Set(
    faces.map((f) => /lora-([a-z-]+)-\d{3}-/.exec(f.url)?.[1]),
  );
  expect([...subsets].sort()).toEqual([
    'cyrillic',
    'cyrillic-ext',
    'latin',
    'latin-ext',
    'vietnamese',
  ]);
  // Regular, bold and italic in each subset, each limited to its characters.
  expect(faces).toHaveLength(15);
  for (const face of faces) expect(face.range).toMatch(/^U\+[0-9A-F]/);
  expect(faces.find((f) => f.url.includes('-cyrillic-400-'))?.range).toContain(
    'U+0400-045F',
  );
  // Only the Latin regular and bold are preloaded.
  const preloads = [
    ...page.body.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g),
  ].map((m) => m[1]);
  expect(preloads).toHaveLength(2);
  expect(preloads.every((href) => href?.includes('-latin-'))).toBe(true);

  for (const { url } of faces) {
    const file = await fetchFrom(request, 'acme', url);
    expect(file.status, url).toBe(200);
    expect(file.headers['content-type']).toBe('font/woff2');
    expect(file.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  }
  // A subset the head does not name is not served.
  const math = faces[0]!.url.replace(/lora-[a-z-]+-/, 'lora-math-');
  expect((await fetchFrom(request, 'acme', math)).status).toBe(404);
});

test('a Latin page fetches only Latin files; Cyrillic text on it fetches the Cyrillic face', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/fonts/lora/'))
      fetched.push(new URL(r.url()).pathname.split('/').pop() ?? '');
  });
  await page.goto(shellUrl('acme'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fetched.length).toBeGreaterThan(0);
  expect(fetched.every((f) => f.startsWith('lora-latin-'))).toBe(true);

  const cyrillic = page.waitForResponse(
    (r) =>
      r.url().includes('/fonts/lora/') &&
      r.url().includes('-cyrillic-400-normal'),
  );
  await page.evaluate(() => {
    const p = document.createElement('p');
    p.textContent = 'Ремонт ювелирных изделий';
    document.querySelector('main')?.append(p);
  });
  expect((await cyrillic).status()).toBe(200);
});
