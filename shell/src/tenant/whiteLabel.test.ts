import { acmeStoreSettings, plainWhiteLabel } from 'shared/testing';
import { colorVariables, contrastRatio } from 'shared/tenant';
import { applyWhiteLabel, fontLookupUrl, injectScript } from './whiteLabel';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('style');
});

const settings = {
  ...acmeStoreSettings,
  background_color: '#101010',
  border_color: '#202020',
  button_color: '#303030',
  button_hover_color: '#404040',
  button_hover_font_color: '#505050',
  font_color: '#606060',
  top_bar_color: '#707070',
  favicon: 'https://cdn.example/settings-favicon.ico',
};

test('colours become CSS variables, with spec defaults', () => {
  expect(colorVariables(null)).toMatchObject({
    '--wl-background': '#faf9f7',
    '--wl-button': '#204a48',
    '--wl-loader': '#1d616b',
  });
  applyWhiteLabel({ whiteLabel: null, storeSettings: settings });
  const style = document.documentElement.style;
  expect(style.getPropertyValue('--wl-background')).toBe('#101010');
  expect(style.getPropertyValue('--wl-border')).toBe('#202020');
  expect(style.getPropertyValue('--wl-button')).toBe('#303030');
  expect(style.getPropertyValue('--wl-button-hover')).toBe('#404040');
  expect(style.getPropertyValue('--wl-button-hover-font')).toBe('#505050');
  expect(style.getPropertyValue('--wl-font')).toBe('#606060');
  expect(style.getPropertyValue('--wl-top-bar')).toBe('#707070');
  expect(document.getElementById('wl-theme')?.textContent).toContain(
    'var(--wl-button-hover)',
  );
});

test('derived readable colours become CSS variables; the hover font is kept only when it reads', () => {
  applyWhiteLabel({
    whiteLabel: null,
    storeSettings: {
      ...settings,
      background_color: '#fffbe6',
      button_color: '#ffe58f',
      button_hover_color: '#ffd666',
      button_hover_font_color: '#ffffff',
      font_color: '#d4b106',
    },
  });
  const style = document.documentElement.style;
  const on = (name: string, bg: string) =>
    contrastRatio(style.getPropertyValue(name), bg);
  expect(style.getPropertyValue('--wl-font')).toBe('#d4b106');
  expect(on('--wl-text', '#fffbe6')).toBeGreaterThanOrEqual(4.5);
  expect(on('--wl-text-muted', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  expect(on('--wl-error', '#fffbe6')).toBeGreaterThanOrEqual(4.5);
  expect(on('--wl-accent-text', '#fffbe6')).toBeGreaterThanOrEqual(4.5);
  expect(on('--wl-on-button', '#ffe58f')).toBeGreaterThanOrEqual(4.5);
  expect(on('--wl-on-button-hover', '#ffd666')).toBeGreaterThanOrEqual(4.5);
  expect(on('--wl-focus', '#fffbe6')).toBeGreaterThanOrEqual(3);
  expect(document.getElementById('wl-theme')?.textContent).toContain(
    'color: var(--wl-text)',
  );
});

test('favicon (white-label first) and title', () => {
  applyWhiteLabel({
    whiteLabel: { ...plainWhiteLabel, favicon: 'https://cdn.example/wl.ico' },
    storeSettings: settings,
  });
  expect(document.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
  expect(
    document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.href,
  ).toBe('https://cdn.example/wl.ico');
  expect(document.title).toBe('Acme Jewelers');
  applyWhiteLabel({
    whiteLabel: plainWhiteLabel,
    storeSettings: settings,
    title: 'Store Portal',
  });
  expect(document.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
  expect(
    document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.href,
  ).toBe('https://cdn.example/settings-favicon.ico');
  expect(document.title).toBe('Store Portal');
});

test('store scripts load once each, from their http(s) URL only', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const wl = {
    ...plainWhiteLabel,
    ada_script: 'https://ada.example/widget.js',
    google_analytics_script:
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script><script>window.gaLoaded = true;</script>',
    google_tag_script: 'window.tagLoaded = (window.tagLoaded || 0) + 1;',
  };
  applyWhiteLabel({ whiteLabel: wl, storeSettings: null });
  applyWhiteLabel({ whiteLabel: wl, storeSettings: null });
  expect(document.querySelectorAll('[data-wl-script="ada"]')).toHaveLength(1);
  const ada = document.querySelector<HTMLScriptElement>(
    '[data-wl-script="ada"]',
  )!;
  expect(ada.src).toBe('https://ada.example/widget.js');
  expect(ada.async).toBe(true);
  // Markup and inline code are never injected, only reported.
  expect(
    document.querySelectorAll('[data-wl-script="analytics"]'),
  ).toHaveLength(0);
  expect(
    document.querySelectorAll('[data-wl-script="tag-manager"]'),
  ).toHaveLength(0);
  expect(document.querySelectorAll('script')).toHaveLength(1);
  expect(document.body.innerHTML).toBe('');
  expect(
    (window as unknown as { tagLoaded?: number }).tagLoaded,
  ).toBeUndefined();
  expect(warn).toHaveBeenCalledWith(
    expect.stringContaining('Store script "analytics" ignored'),
  );
  expect(warn).toHaveBeenCalledWith(
    expect.stringContaining('Store script "tag-manager" ignored'),
  );
  injectScript('empty', '   ');
  injectScript('js-url', 'javascript:alert(1)');
  expect(document.querySelector('[data-wl-script="empty"]')).toBeNull();
  expect(document.querySelector('[data-wl-script="js-url"]')).toBeNull();
  warn.mockRestore();
});

test("the page's CSP nonce goes on the store's script, theme style and font link", () => {
  const nonce = 'q2Vh0mBFQ0rJ7mY1m1ZxKw==';
  const meta = document.createElement('meta');
  meta.name = 'csp-nonce';
  meta.setAttribute('nonce', nonce);
  document.head.appendChild(meta);
  applyWhiteLabel({
    whiteLabel: {
      ...plainWhiteLabel,
      is_custom_font_style: true,
      font_style: 'Open Sans',
      google_tag_script: 'https://www.googletagmanager.com/gtm.js?id=GTM-1',
    },
    storeSettings: settings,
  });
  for (const selector of [
    '#wl-theme',
    '#wl-font',
    '[data-wl-script="tag-manager"]',
  ])
    expect(document.querySelector(selector)!.getAttribute('nonce')).toBe(nonce);
});

test('a named custom font loads through the font lookup with display=swap', () => {
  applyWhiteLabel({
    whiteLabel: {
      ...plainWhiteLabel,
      is_custom_font_style: true,
      font_style: 'Open Sans',
    },
    storeSettings: null,
  });
  const link = document.getElementById('wl-font') as HTMLLinkElement;
  expect(link.rel).toBe('stylesheet');
  expect(link.href).toBe(
    'https://fonts.googleapis.com/css2?family=Open+Sans:wght@400;700&display=swap',
  );
  link.onerror?.(new Event('error'));
  expect(link.href).toBe(fontLookupUrl('Open Sans', false));
  link.onerror?.(new Event('error')); // gives up quietly
  expect(
    document.documentElement.style.getPropertyValue('--wl-font-family'),
  ).toBe("'Open Sans', sans-serif");
});

test('own uploaded fonts become @font-face rules with font-display: swap', () => {
  applyWhiteLabel({
    whiteLabel: {
      ...plainWhiteLabel,
      is_own_font: true,
      regular_font_family_url: 'https://cdn.example/r.woff2',
      bold_font_family_url: 'https://cdn.example/b.woff2',
      italic_font_family_url: 'https://cdn.example/i.woff2',
    },
    storeSettings: null,
  });
  const css = document.getElementById('wl-font-face')!.textContent!;
  expect(css.match(/@font-face/g)).toHaveLength(3);
  expect(css.match(/font-display: swap/g)).toHaveLength(3);
  expect(css).toContain("url('https://cdn.example/b.woff2'); font-weight: 700");
  expect(css).toContain(
    "url('https://cdn.example/i.woff2'); font-weight: 400; font-style: italic",
  );
  expect(document.getElementById('wl-font')).toBeNull();
});

test('a family the server already wrote (a hosted font) loads nothing from outside the platform', () => {
  const style = document.createElement('style');
  style.id = 'wl-hosted-font';
  style.dataset.family = 'Lora';
  style.dataset.stack = "'Lora', 'Lora Fallback', serif";
  document.head.appendChild(style);
  applyWhiteLabel({
    whiteLabel: {
      ...plainWhiteLabel,
      is_custom_font_style: true,
      font_style: 'lora',
    },
    storeSettings: null,
  });
  expect(document.getElementById('wl-font')).toBeNull();
  expect(
    document.documentElement.style.getPropertyValue('--wl-font-family'),
  ).toBe("'Lora', 'Lora Fallback', serif");
  style.remove();
});
