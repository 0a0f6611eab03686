import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared/testing';
import { registryBody } from '../testing/fakeFederation';
import { parseRegistry } from './registryParse';
import { resetShellState } from '../testing/setup';
import { OverrideBanner } from './OverrideBanner';
import {
  captureOverrideParam,
  OVERRIDE_VERSION,
  overrideUrlProblem,
  readOverride,
} from './override';
import { getRegistry } from './registry';

jest.mock(
  '@module-federation/enhanced/runtime',
  () => jest.requireActual('../testing/federationMock').federationMock,
);

const LOCAL = 'http://localhost:4101/mf-manifest.json';

/** The page's address, history and dialogs, with the developer's answer to the confirm. */
function page(search: string, answer: boolean) {
  const location = { href: `https://app.example.com/portal/login${search}` };
  return {
    location,
    history: {
      state: null,
      replaceState: jest.fn((_s: unknown, _t: string, url: string) => {
        location.href = url;
      }),
    },
    confirm: jest.fn(() => answer),
    alert: jest.fn(),
  };
}
const capture = (p: ReturnType<typeof page>) =>
  captureOverrideParam(p as unknown as Window);

beforeEach(() => {
  resetShellState();
  delete window.__PLATFORM_BOOT__;
});

test('only a build on this computer, named by its manifest or entry, is allowed', () => {
  expect(overrideUrlProblem(LOCAL)).toBeNull();
  expect(overrideUrlProblem('http://127.0.0.1:3001/remoteEntry.js')).toBeNull();
  expect(overrideUrlProblem('https://[::1]:8443/mf-manifest.json')).toBeNull();
  expect(overrideUrlProblem('https://evil.example/mf-manifest.json')).toMatch(
    /only a build on this computer/,
  );
  expect(
    overrideUrlProblem('http://localhost.evil.example/mf-manifest.json'),
  ).toMatch(/only a build on this computer/);
  expect(overrideUrlProblem('javascript:alert(1)//x.js')).toMatch(
    /only http and https/,
  );
  expect(overrideUrlProblem('http://user:pw@localhost:1/x.js')).toMatch(
    /credentials/,
  );
  expect(overrideUrlProblem('http://localhost:3001/')).toMatch(
    /mf-manifest\.json/,
  );
});

test('a confirmed ?remote-override= is saved, leaves the address, and points that remote at the build', async () => {
  const p = page(`?remote-override=storePortal@${LOCAL}&x=1`, true);
  expect(capture(p)).toBe('set');
  expect(p.confirm).toHaveBeenCalledWith(expect.stringContaining(LOCAL));
  expect(p.location.href).toBe('https://app.example.com/portal/login?x=1');
  expect(readOverride()).toEqual({ remote: 'storePortal', url: LOCAL });

  mockApi({ 'GET /remote-registry': { body: registryBody } });
  const set = await getRegistry('app.localhost');
  expect(set.storePortal).toEqual({
    name: 'mf_store_portal',
    entry: LOCAL,
    version: OVERRIDE_VERSION,
  });
  expect(set.storefront).toEqual(parseRegistry(registryBody).storefront);
});

test('declined, or a URL outside the policy: nothing is saved', () => {
  const declined = page(`?remote-override=storePortal@${LOCAL}`, false);
  expect(capture(declined)).toBe('declined');
  expect(readOverride()).toBeNull();

  const phishing = page(
    '?remote-override=storePortal@https://attacker.example/mf-manifest.json',
    true,
  );
  expect(capture(phishing)).toBe('refused');
  expect(phishing.confirm).not.toHaveBeenCalled();
  expect(phishing.alert).toHaveBeenCalledWith(
    expect.stringContaining('was refused'),
  );
  expect(readOverride()).toBeNull();

  expect(capture(page('?remote-override=nope@' + LOCAL, true))).toBe('refused');
  expect(capture(page('', true))).toBe('none');
});

test('?remote-override=off turns it off', () => {
  capture(page(`?remote-override=notifications@${LOCAL}`, true));
  expect(readOverride()?.remote).toBe('notifications');
  expect(capture(page('?remote-override=off', true))).toBe('off');
  expect(readOverride()).toBeNull();
});

test('the banner names the remote and the URL, and Turn off clears it in one click', async () => {
  capture(page(`?remote-override=storefront@${LOCAL}`, true));
  const reload = jest.fn();
  render(<OverrideBanner override={readOverride()} reload={reload} />);
  const banner = screen.getByRole('complementary', {
    name: 'Remote override',
  });
  expect(banner).toHaveTextContent(
    `Local override: The store (storefront) loads from ${LOCAL} in this browser only.`,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
  expect(readOverride()).toBeNull();
  expect(reload).toHaveBeenCalledTimes(1);
});

test('no override, no banner', () => {
  const { container } = render(<OverrideBanner override={null} />);
  expect(container).toBeEmptyDOMElement();
});
