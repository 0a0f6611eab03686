import { type Locator, type Page, type WebSocket } from '@playwright/test';
import { ACME_OWNER, shellUrl } from '../support/env';
import { signIn } from './session';

/**
 * A stand-in for the React DevTools hook: every react-dom copy that boots calls `inject()` once
 * to register its renderer, so the count tells how many React DOM renderers the page runs.
 */
export async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__e2eRenderers = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers: new Map(),
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        w.__e2eRenderers = (w.__e2eRenderers as number) + 1;
        const id = w.__e2eRenderers as number;
        (this as { renderers: Map<number, unknown> }).renderers.set(
          id,
          renderer,
        );
        return id;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    };
  });
}

export const rendererCount = (page: Page): Promise<number> =>
  page.evaluate(
    () => (window as unknown as { __e2eRenderers: number }).__e2eRenderers,
  );

/** A line of a portal record's page: a cell of the sales order's lines table, or a line of the
 * estimate's quote editor (a list). */
export const recordLine = (page: Page, name: string): Locator =>
  page
    .getByRole('cell', { name })
    .or(
      page
        .getByRole('list', { name: 'Quote lines' })
        .getByText(name, { exact: true }),
    );

/** The bell the notifications remote renders in the admin header (not the shell's fallback). */
export const bell = (page: Page) =>
  page.getByRole('button', { name: /^Notifications/ });

/** Fills the portal login form the way a user does. */
export async function fillPortalLogin(
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(shellUrl('app', '/portal/login'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Signs the Acme owner in (without the form: ./session.ts) and opens the landing page. */
export const loginAcmeOwner = (page: Page): Promise<void> =>
  signIn(page, 'app', ACME_OWNER, '/portal/location', /\/portal\/location$/);

/** `#rrggbb` → the `rgb(r, g, b)` form computed styles use. */
export function toRgb(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** Resolves once the page's push socket has subscribed (again) to the user's private channel. */
export function nextSubscription(page: Page): Promise<WebSocket> {
  return new Promise((resolve) => {
    const onSocket = (ws: WebSocket) => {
      if (!ws.url().includes('/app/')) return;
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).includes('subscription_succeeded')) {
          page.off('websocket', onSocket);
          resolve(ws);
        }
      });
    };
    page.on('websocket', onSocket);
  });
}
