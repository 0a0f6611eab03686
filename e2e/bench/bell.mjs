// The notification bell, live and under load, in the store portal (app.localhost):
// (a) push latency: from the api creating a notification (POST /api/v1/dev/notifications; its
//     `created_on`) to the bell rendering it in the open panel, median and p95 over `samples`;
// (b) scroll-loading `items` notifications (page size 5, so `items / 5` pages) with long tasks
//     (PerformanceObserver 'longtask', > 50 ms) counted while scrolling.
// Needs the api's development routes (not NODE_ENV=production).
/* global document, requestAnimationFrame, MutationObserver -- functions passed to page.evaluate run in the page */

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 10) / 10;
const summary = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return {
    median: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted[sorted.length - 1]),
  };
};

async function apiCall(apiOrigin, method, path, { token, body } = {}) {
  const res = await fetch(`${apiOrigin}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Resolves when the page's push socket has subscribed to the user's channel. */
const subscribed = (page, timeoutMs = 20_000) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the bell did not subscribe')),
      timeoutMs,
    );
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

/** In the page: creates a notification same-origin and times its appearance in the bell. */
function timeOneDelivery({ body, timeoutMs }) {
  const isShown = () =>
    [...document.querySelectorAll('.nb-item__title')].some(
      (el) => el.textContent === body.short_description,
    );
  const shown = new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (!isShown()) return;
      observer.disconnect();
      resolve(Date.now());
    });
    observer.observe(document.body, { childList: true, subtree: true });
    setTimeout(() => {
      observer.disconnect();
      reject(
        new Error(`${body.short_description} not shown in ${timeoutMs} ms`),
      );
    }, timeoutMs);
  });
  const sentAt = Date.now();
  return fetch('/api/v1/dev/notifications', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
    .then((res) => res.json())
    .then(async (created) => {
      const shownAt = await shown;
      return {
        fromCreated: shownAt - Date.parse(created.created_on),
        fromRequest: shownAt - sentAt,
      };
    });
}

/** In the page: scrolls the General list down until `items` are shown, counting long tasks. */
export function scrollAndObserve({ items, timeoutMs }) {
  const longTasks = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  const list = document.querySelector('[aria-label="General notifications"]');
  const scroller = list.closest('.nb-scroll');
  const count = () => list.querySelectorAll('li').length;
  const start = performance.now();
  const frames = [];
  return new Promise((resolve) => {
    let last = start;
    const step = (now) => {
      frames.push(now - last);
      last = now;
      scroller.scrollTop += 240;
      const done = count() >= items;
      if (done || now - start > timeoutMs) {
        observer.disconnect();
        resolve({
          items: count(),
          reached: done,
          durationMs: now - start,
          longTasks,
          frames,
        });
        return;
      }
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
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

/**
 * @param {{ page: import('playwright-core').Page, apiOrigin: string, shellOrigin: string,
 *   email?: string, password?: string, samples?: number, items?: number }} options
 *   page: a fresh page; apiOrigin: the api reached from Node (http://127.0.0.1:port);
 *   shellOrigin: the shell (any host; the bell is measured on app.localhost at its port)
 * @returns {Promise<{ delivery: object, scroll: object }>} milliseconds
 */
export async function benchBell({
  page,
  apiOrigin,
  shellOrigin,
  email = 'owner@acme.test',
  password = 'Passw0rd!',
  samples = 60,
  items = 1000,
}) {
  const portal = new URL(shellOrigin);
  portal.hostname = 'app.localhost';
  const portalOrigin = portal.origin;
  const login = await apiCall(apiOrigin, 'POST', '/auth/portal/login', {
    body: { email, password },
  });
  const userId = login.user.id;
  const run = Date.now().toString(36);

  // (a) delivery latency, panel open.
  await openPortal(page, portalOrigin, email, password);
  await openGeneral(page);
  const fromCreated = [];
  const fromRequest = [];
  for (let i = 0; i < samples; i += 1) {
    const r = await page.evaluate(timeOneDelivery, {
      timeoutMs: 5000,
      body: {
        user_id: userId,
        short_description: `bell bench ${run} ${i}`,
        description: 'Bell delivery benchmark',
        order_no: null,
        is_watching: true,
      },
    });
    fromCreated.push(r.fromCreated);
    fromRequest.push(r.fromRequest);
  }

  // (b) scroll-loading: the notifications are made while no bell listens, then a fresh load.
  await page.goto('about:blank');
  await createMany(apiOrigin, userId, items, `bell scroll ${run}`);
  const ready = subscribed(page);
  await page.goto(`${portalOrigin}/portal/location`);
  await ready;
  await openGeneral(page);
  const scroll = await page.evaluate(scrollAndObserve, {
    items,
    timeoutMs: 120_000,
  });
  const slowFrames = scroll.frames.filter((f) => f > 50).length;
  return {
    delivery: {
      samples,
      fromCreatedMs: summary(fromCreated),
      fromRequestMs: summary(fromRequest),
    },
    scroll: {
      items: scroll.items,
      reached: scroll.reached,
      pages: Math.ceil(scroll.items / 5),
      durationMs: round(scroll.durationMs),
      longTasks: scroll.longTasks.length,
      longestTaskMs: round(Math.max(0, ...scroll.longTasks)),
      frameMs: summary(scroll.frames),
      framesOver50Ms: slowFrames,
    },
  };
}
