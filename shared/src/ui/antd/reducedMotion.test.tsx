import { act, render, screen } from '@testing-library/react';
import { AppProviders } from 'shared/providers';
import { testTenant } from 'shared/testing';
import { AntdTheme, theme } from 'shared/ui/antd';

// A system setting the test can switch, like a person changing it while the page is open.
function fakeReducedMotion(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && matches;
    },
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener: (_: string, listener: () => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) =>
      listeners.delete(listener),
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
    restore: () => (window.matchMedia = original),
  };
}

function MotionProbe() {
  const { token } = theme.useToken();
  return <p>{token.motion ? 'animated' : 'still'}</p>;
}

const renderThemed = () =>
  render(
    <AppProviders tenant={testTenant()}>
      <AntdTheme>
        <MotionProbe />
      </AntdTheme>
    </AppProviders>,
  );

test("antd's dialogs and menus stay still for a person who asked their system for less motion", () => {
  const setting = fakeReducedMotion(true);
  try {
    renderThemed();
    expect(screen.getByText('still')).toBeInTheDocument();
    act(() => setting.set(false));
    expect(screen.getByText('animated')).toBeInTheDocument();
  } finally {
    setting.restore();
  }
});

test('without that setting antd animates as usual', () => {
  renderThemed();
  expect(screen.getByText('animated')).toBeInTheDocument();
});
