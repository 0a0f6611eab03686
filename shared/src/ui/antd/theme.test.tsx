import { render, screen } from '@testing-library/react';
import { AppProviders } from 'shared/providers';
import { acmeStoreSettings, plainWhiteLabel, testTenant } from 'shared/testing';
import {
  AntdTheme,
  Button,
  theme,
  themeFor,
  useAppFeedback,
} from 'shared/ui/antd';

test('theme tokens from store settings, with spec defaults', () => {
  expect(themeFor(null).token).toEqual({
    colorPrimary: '#204a48',
    colorLink: '#204a48',
    colorBgLayout: '#faf9f7',
  });
  const t = themeFor(
    {
      ...acmeStoreSettings,
      button_color: '#111111',
      background_color: '#222222',
      font_color: '#333333',
      border_color: '#444444',
    },
    { ...plainWhiteLabel, is_custom_font_style: true, font_style: 'Lato' },
  ).token;
  expect(t).toEqual({
    colorPrimary: '#111111',
    colorLink: '#111111',
    colorBgLayout: '#222222',
    colorText: '#333333',
    colorBorder: '#444444',
    fontFamily: "'Lato', sans-serif",
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
  try {
    render(
      <AppProviders tenant={testTenant()}>
        <AntdTheme>
          <Button type="primary">Go</Button>
        </AntdTheme>
      </AppProviders>,
    );
    // antd's CSS-in-JS writes <style> elements into <head>, which no Testing Library query reaches.
    // eslint-disable-next-line testing-library/no-node-access
    const styles = Array.from(document.head.querySelectorAll('style'));
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.nonce).toBe(nonce);
  } finally {
    meta.remove();
  }
});
