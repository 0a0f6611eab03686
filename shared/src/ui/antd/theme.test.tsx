import { render, screen } from '@testing-library/react';
import { ConfigProvider, type GlobalToken, type ThemeConfig } from 'antd';
import { AppProviders } from 'shared/providers';
import { acmeStoreSettings, plainWhiteLabel, testTenant } from 'shared/testing';
import { contrastRatio, minContrast } from 'shared/tenant';
import {
  AntdTheme,
  Button,
  theme,
  themeFor,
  useAppFeedback,
} from 'shared/ui/antd';

// The shared contrast tables (relative: shared/tenant does not export test data).
import { COLOUR_CASES, settingsWithColours } from '../../testing/colourCases';

test('theme tokens from store settings, with spec defaults', () => {
  const defaults = themeFor(null).token!;
  expect(defaults).toMatchObject({
    colorPrimary: '#204a48',
    colorLink: '#204a48',
    colorBgLayout: '#faf9f7',
  });
  const t = themeFor(
    {
      ...acmeStoreSettings,
      button_color: '#111111',
      background_color: '#fafafa',
      font_color: '#333333',
      border_color: '#444444',
    },
    { ...plainWhiteLabel, is_custom_font_style: true, font_style: 'Lato' },
  ).token;
  expect(t).toMatchObject({
    colorPrimary: '#111111',
    colorLink: '#111111',
    colorBgLayout: '#fafafa',
    colorText: '#333333',
    colorBorder: '#444444',
    fontFamily: "'Lato', sans-serif",
  });
});

/** The tokens antd's ConfigProvider computes from a theme (overrides applied after the algorithm). */
function tokensOf(config: ThemeConfig): GlobalToken {
  let out: GlobalToken | undefined;
  function Probe() {
    out = theme.useToken().token;
    return null;
  }
  render(
    <ConfigProvider theme={config}>
      <Probe />
    </ConfigProvider>,
  );
  return out!;
}

describe.each(COLOUR_CASES)('antd theme on %s', (_, colours) => {
  const settings = settingsWithColours(colours);
  const config = themeFor(settings);
  let t: GlobalToken;
  beforeAll(() => {
    t = tokensOf(config);
  });
  const min = (c: string, extra: string[] = []) =>
    minContrast(c, [
      t.colorBgLayout,
      t.colorBgContainer,
      t.colorBgElevated,
      ...extra,
    ]);

  test.each([
    'colorText',
    'colorTextHeading',
    'colorTextLabel',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorLink',
    'colorError',
    'colorErrorText',
    // a danger default button's text while hovered or pressed
    'colorErrorHover',
    'colorErrorActive',
  ] as const)('%s reads at 4.5:1 on the page and its surfaces', (name) => {
    expect(min(t[name])).toBeGreaterThanOrEqual(4.5);
  });

  test.each(['Success', 'Warning', 'Error', 'Info'] as const)(
    '%s tags and alerts: text on their tint at 4.5:1',
    (status) => {
      expect(
        min(t[`color${status}`], [t[`color${status}Bg`]]),
      ).toBeGreaterThanOrEqual(4.5);
    },
  );

  test.each(['green', 'gold', 'orange', 'cyan', 'blue', 'red'] as const)(
    'preset %s tags: text on their tint at 4.5:1',
    (preset) => {
      expect(min(t[`${preset}7`], [t[`${preset}1`]])).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(t[`${preset}-7`]).toBe(t[`${preset}7`]);
    },
  );

  test('buttons, selected menu items, focus outline and input borders', () => {
    const c = config.components!;
    expect(
      contrastRatio(c.Button!.primaryColor!, t.colorPrimary),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      contrastRatio(c.Button!.dangerColor!, t.colorError),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      min(c.Menu!.itemSelectedColor!, [t.controlItemBgActive]),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      min(c.Table!.colorTextDisabled!, [t.colorBgContainer]),
    ).toBeGreaterThanOrEqual(4.5);
    expect(min(t.colorPrimaryBorder)).toBeGreaterThanOrEqual(3);
    expect(min(t.colorBorder)).toBeGreaterThanOrEqual(3);
  });

  test("the store's own colours are antd's as they are", () => {
    expect(t.colorPrimary).toBe(colours?.[2] ?? '#204a48');
    expect(t.colorBgLayout).toBe(colours?.[0] ?? '#faf9f7');
  });
});

function TokenProbe() {
  const { token } = theme.useToken();
  const feedback = useAppFeedback();
  return (
    <p>
      {token.colorPrimary}:{typeof feedback.message.success}
    </p>
  );
}

test("AntdTheme themes antd with the tenant's colours and provides App feedback", () => {
  const tenant = testTenant({
    storeSettings: { ...acmeStoreSettings, button_color: '#123456' },
  });
  render(
    <AppProviders tenant={tenant}>
      <AntdTheme>
        <TokenProbe />
      </AntdTheme>
    </AppProviders>,
  );
  expect(screen.getByText('#123456:function')).toBeInTheDocument();
});

test("AntdTheme gives antd's CSS-in-JS <style> elements the page's CSP nonce", () => {
  const nonce = 'q2Vh0mBFQ0rJ7mY1m1ZxKw==';
  const meta = document.createElement('meta');
  meta.name = 'csp-nonce';
  meta.setAttribute('nonce', nonce);
  document.head.appendChild(meta);
  // antd's CSS-in-JS writes <style> elements into <head>, which no Testing Library query reaches;
  // component tests keep them in a detached container (tools/jest/setup-dom.js). The ones this
  // render writes are checked.
  const container =
    (globalThis as { __antdStyles?: Element }).__antdStyles ?? document.head;
  // eslint-disable-next-line testing-library/no-node-access
  const before = new Set(Array.from(container.querySelectorAll('style')));
  try {
    render(
      <AppProviders tenant={testTenant()}>
        <AntdTheme>
          <Button type="primary">Go</Button>
        </AntdTheme>
      </AppProviders>,
    );
    // eslint-disable-next-line testing-library/no-node-access
    const styles = Array.from(container.querySelectorAll('style')).filter(
      (style) => !before.has(style),
    );
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.nonce).toBe(nonce);
  } finally {
    meta.remove();
  }
});
