// The notification bell, live and under load, in the store portal (app.localhost), as the Acme
// owner:
// (a) delivery: from the api creating a notification (POST /api/v1/dev/notifications; the row's
//     `created_on`) to the open bell showing it (its title in the General list's DOM), over
//     `samples` sequential notifications;
// (b) scroll-loading: `items` real notification rows created through the same api route, then a
//     fresh portal load whose General list is scrolled to the bottom on every animation frame until
//     `items` are shown (page size 5, so `items / 5` pages), with long tasks (PerformanceObserver
//     'longtask', > 50 ms) recorded while scrolling; then a few live deliveries into that list.
// Needs the api's development routes (not NODE_ENV=production).
import { scrollAndObserve, timeOneDelivery } from './bell-page.mjs';

const round = (ms) => Math.round(ms * 10) / 10;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const median = (sorted) => {
  const m = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2;
};
/** median, p95 (nearest rank), min, max and count of millisecond samples. */
export const msStats = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    medianMs: round(median(sorted)),
    p95Ms: round(percentile(sorted, 95)),
    minMs: round(sorted[0]),
    maxMs: round(sorted[sorted.length - 1]),
  };
};

export async function apiCall(apiOrigin, method, path, { token, body } = {}) {
  const res = await fetch(`${apiOrigin}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(path.startsWith('/dev/') && process.env.E2E_DEV_KEY
        ? { 'x-dev-key': process.env.E2E_DEV_KEY }
        : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) {
    const hint =
      res.status === 404 && path.startsWith('/dev/')
        ? ' (the api serves /dev/* only when NODE_ENV is not production, and only with the dev key)'
        : '';
    throw new Error(
      `${method} ${path}: ${res.status} ${JSON.stringify(json)}${hint}`,
    );
  }
  return json;
}

/** Resolves when the page's push socket has subscribed to the user's channel. */
const subscribed = (page, timeoutMs = 20_000) =>
  new Promise((resolve, reject) => {
    const onSocket = (ws) => {
      if (!ws.url().includes('/app/')) return;
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).includes('subscription_succeeded')) {
          clearTimeout(timer);
          page.off('websocket', onSocket);
          resolve();
        }
      });
    };
    const timer = setTimeout(() => {
      page.off('websocket', onSocket);
      reject(new Error('the bell did not subscribe to its push channel'));
    }, timeoutMs);
    page.on('websocket', onSocket);
  });

export async function openPortal(page, portalOrigin, email, password) {
  const ready = subscribed(page);
  await page.goto(`${portalOrigin}/portal/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/portal\/location$/);
  await ready;
}

export async function openGeneral(page) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page
    .getByRole('list', { name: 'General notifications' })
    .waitFor({ state: 'visible' });
}

/** Creates `n` notifications for the user, a few requests at a time. */
export async function createMany(apiOrigin, userId, n, label) {
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      await apiCall(apiOrigin, 'POST', '/dev/notifications', {
        body: {
          user_id: userId,
          short_description: `${label} ${i}`,
          description: `Scroll benchmark notification ${i}`,
          order_no: null,
          is_watching: true,
        },
      });
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
}

async function deliveries(page, { userId, label, description, samples }) {
  const fromCreated = [];
  const fromRequest = [];
  for (let i = 0; i < samples; i += 1) {
    const r = await page.evaluate(timeOneDelivery, {
      timeoutMs: 5000,
      devKey: process.env.E2E_DEV_KEY,
      body: {
        user_id: userId,
        short_description: `${label} ${i}`,
        description,
        order_no: null,
        is_watching: true,
      },
    });
    fromCreated.push(r.fromCreated);
    fromRequest.push(r.fromRequest);
  }
  return {
    ...msStats(fromCreated),
    fromRequest: msStats(fromRequest),
    samplesMs: fromCreated,
  };
}

/**
 * @param {{ page: import('playwright-core').Page, apiOrigin: string, shellOrigin: string,
 *   email?: string, password?: string, samples?: number, items?: number,
 *   log?: (line: string) => void }} options
 *   page: a fresh page; apiOrigin: the api reached from Node (http://127.0.0.1:port);
 *   shellOrigin: the shell (any host; the bell is measured on app.localhost at its port)
 * @returns {Promise<{ portal: string, user: string, delivery: object, scroll: object }>} ms
 */
export async function benchBell({
  page,
  apiOrigin,
  shellOrigin,
  email = 'owner@acme.test',
  password = 'Passw0rd!',
  samples = 60,
  items = 1000,
  log = () => {},
}) {
  const portal = new URL(shellOrigin);
  portal.hostname = 'app.localhost';
  const portalOrigin = portal.origin;
  const login = await apiCall(apiOrigin, 'POST', '/auth/portal/login', {
    body: { email, password },
  });
  const userId = login.user.id;
  const run = Date.now().toString(36);

  // (a) delivery latency, panel open on General.
  await openPortal(page, portalOrigin, email, password);
  await openGeneral(page);
  await deliveries(page, {
    userId,
    label: `bell warm-up ${run}`,
    description: 'Bell delivery benchmark (warm-up)',
    samples: 3,
  }); // not counted: first hits of the route, the socket and the list
  const delivery = await deliveries(page, {
    userId,
    label: `bell bench ${run}`,
    description: 'Bell delivery benchmark',
    samples,
  });
  log(
    `bell delivery: median ${delivery.medianMs} ms over ${delivery.samples} notifications`,
  );

  // (b) scroll-loading: the rows are made while no bell listens, then a fresh load. They are the
  // newest, so the first `items` of the list are exactly them.
  await page.goto('about:blank');
  const label = `bell scroll ${run}`;
  const createStart = Date.now();
  await createMany(apiOrigin, userId, items, label);
  const createMs = Date.now() - createStart;
  log(`bell scroll: created ${items} notifications in ${createMs} ms`);
  const ready = subscribed(page);
  await page.goto(`${portalOrigin}/portal/location`);
  await ready;
  await openGeneral(page);
  const scroll = await page.evaluate(scrollAndObserve, {
    items,
    label,
    timeoutMs: 180_000,
  });
  if (scroll.error) throw new Error(scroll.error);
  const frames = msStats(scroll.frames);
  const pages = Math.ceil(scroll.items / 5);
  log(
    `bell scroll: ${scroll.items} items in ${Math.round(scroll.durationMs)} ms, ${scroll.longTasks.length} long task(s)`,
  );

  // A live arrival into the list with the `items` loaded (its render cost at that size).
  const liveAtFullList = scroll.reached
    ? await deliveries(page, {
        userId,
        label: `bell full-list ${run}`,
        description: 'Bell delivery benchmark, full list',
        samples: 10,
      })
    : null;

  return {
    portal: `${portalOrigin}/portal/location`,
    user: email,
    delivery,
    scroll: {
      itemsCreated: items,
      createMs,
      itemsShown: scroll.items,
      benchItemsShown: scroll.benchItems,
      reached: scroll.reached,
      pages,
      renderMs: Math.round(scroll.durationMs),
      msPerPage: round(scroll.durationMs / Math.max(1, pages - 1)),
      longTasks: scroll.longTasks.length,
      longestTaskMs: round(Math.max(0, ...scroll.longTasks)),
      longTasksMs: scroll.longTasks.map(round),
      frames: {
        count: frames.samples,
        medianMs: frames.medianMs,
        p95Ms: frames.p95Ms,
        maxMs: frames.maxMs,
        over50Ms: scroll.frames.filter((f) => f > 50).length,
      },
      liveDeliveryAtFullList: liveAtFullList && {
        samples: liveAtFullList.samples,
        medianMs: liveAtFullList.medianMs,
        maxMs: liveAtFullList.maxMs,
      },
    },
  };
}
