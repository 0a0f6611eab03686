// The bell benchmark's functions that run inside the page (page.evaluate serialises them: they use
// nothing from this module's scope).
/* global document, requestAnimationFrame, MutationObserver -- these functions run in the page */

/** In the page: creates a notification same-origin and times its appearance in the bell. */
export function timeOneDelivery({ body, timeoutMs, devKey }) {
  const isShown = () =>
    [...document.querySelectorAll('.nb-item__title')].some(
      (el) => el.textContent === body.short_description,
    );
  let timer;
  const shown = new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (!isShown()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(Date.now());
    });
    observer.observe(document.body, { childList: true, subtree: true });
    timer = setTimeout(() => {
      observer.disconnect();
      reject(
        new Error(`${body.short_description} not shown in ${timeoutMs} ms`),
      );
    }, timeoutMs);
  });
  shown.catch(() => {}); // awaited below; no unhandled rejection if the POST fails first
  const sentAt = Date.now();
  return fetch('/api/v1/dev/notifications', {
    method: 'POST',
    // Through the shell's proxy the api opens /dev/* only to the install's dev key.
    headers: { 'content-type': 'application/json', 'x-dev-key': devKey },
    body: JSON.stringify(body),
  })
    .then(async (res) => {
      const json = await res.json();
      if (!res.ok)
        throw new Error(
          `POST /api/v1/dev/notifications: ${res.status} ${JSON.stringify(json)}`,
        );
      return json;
    })
    .then(async (created) => {
      const shownAt = await shown;
      return {
        fromCreated: shownAt - Date.parse(created.created_on),
        fromRequest: shownAt - sentAt,
      };
    });
}

/**
 * In the page: scrolls the General list to the bottom on every animation frame until `items` are
 * shown, recording long tasks and frame intervals meanwhile.
 */
export function scrollAndObserve({ items, label, timeoutMs }) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('longtask'))
    return Promise.resolve({ error: 'this browser reports no long tasks' });
  const longTasks = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  const list = document.querySelector('[aria-label="General notifications"]');
  const scroller = list.closest('.nb-scroll');
  const count = () => list.children.length;
  const start = performance.now();
  const frames = [];
  return new Promise((resolve) => {
    let last = start;
    const finish = (now, reached) => {
      const durationMs = now - start;
      // Long-task entries arrive after their task: let the last ones in, then take what is queued.
      setTimeout(() => {
        for (const entry of observer.takeRecords())
          longTasks.push(entry.duration);
        observer.disconnect();
        const titles = [...list.querySelectorAll('.nb-item__title')];
        resolve({
          items: count(),
          benchItems: titles.filter((t) => t.textContent.startsWith(label))
            .length,
          reached,
          durationMs,
          longTasks,
          frames,
        });
      }, 250);
    };
    const step = (now) => {
      frames.push(now - last);
      last = now;
      scroller.scrollTop = scroller.scrollHeight;
      const done = count() >= items;
      if (done || now - start > timeoutMs) {
        finish(now, done);
        return;
      }
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}
