// The bell benchmark's targets (the issue's) and its printed summary.

export const BELL_TARGETS = {
  deliveryMedianMs: 100, // median api-created → shown in the bell, on loopback
  longTasksWhileScrolling: 0, // no long task (> 50 ms) while scrolling the 1,000 items
  longTaskMs: 50,
};

/** Prints the bell's figures against their targets; answers the missed targets. */
export function bellReport(bell) {
  const { delivery: d, scroll: s } = bell;
  const failures = [];
  const mark = (ok) => (ok ? 'ok' : 'MISSED');
  const line = (label, value, target = '', ok = null) =>
    console.log(
      `${label.padEnd(44)}${String(value).padStart(14)}  ${target.padEnd(14)}${ok === null ? '' : mark(ok)}`,
    );
  console.log(`\nNotification bell at ${bell.portal} (${bell.user})`);
  console.log(`${'metric'.padEnd(44)}${'value'.padStart(14)}  target`);
  const deliveryOk = d.medianMs < BELL_TARGETS.deliveryMedianMs;
  line(
    `delivery, api created → shown, median (n=${d.samples})`,
    `${d.medianMs} ms`,
    `< ${BELL_TARGETS.deliveryMedianMs} ms`,
    deliveryOk,
  );
  line('delivery p95', `${d.p95Ms} ms`);
  line('delivery min / max', `${d.minMs} / ${d.maxMs} ms`);
  line('delivery from the POST, median', `${d.fromRequest.medianMs} ms`);
  if (!deliveryOk)
    failures.push(
      `bell delivery median ${d.medianMs} ms is not under ${BELL_TARGETS.deliveryMedianMs} ms`,
    );
  if (d.samples < 50)
    failures.push(`bell delivery has ${d.samples} samples, fewer than 50`);

  const shownOk = s.reached && s.benchItemsShown >= s.itemsCreated;
  line(
    `items shown by scrolling (${s.pages} pages of 5)`,
    s.benchItemsShown,
    `${s.itemsCreated}`,
    shownOk,
  );
  line(
    `render time, ${s.itemsCreated} items scroll-loaded`,
    `${s.renderMs} ms`,
  );
  line('  per page', `${s.msPerPage} ms`);
  const longOk = s.longTasks <= BELL_TARGETS.longTasksWhileScrolling;
  line(
    `long tasks > ${BELL_TARGETS.longTaskMs} ms while scrolling`,
    s.longTasks,
    `${BELL_TARGETS.longTasksWhileScrolling}`,
    longOk,
  );
  line(
    'longest task while scrolling',
    `${s.longestTaskMs} ms`,
    `≤ ${BELL_TARGETS.longTaskMs} ms`,
    s.longestTaskMs <= BELL_TARGETS.longTaskMs,
  );
  line(
    'frame interval median / p95 / max',
    `${s.frames.medianMs} / ${s.frames.p95Ms} / ${s.frames.maxMs} ms`,
  );
  if (s.liveDeliveryAtFullList)
    line(
      `delivery into the ${s.itemsShown}-item list, median`,
      `${s.liveDeliveryAtFullList.medianMs} ms`,
    );
  line(
    `(created the ${s.itemsCreated} rows through the api in)`,
    `${s.createMs} ms`,
  );
  line('(bell bench took)', `${(bell.durationMs / 1000).toFixed(1)} s`);
  if (!shownOk)
    failures.push(
      `bell scroll showed ${s.benchItemsShown} of ${s.itemsCreated} notifications`,
    );
  if (!longOk)
    failures.push(
      `${s.longTasks} long task(s) while scrolling ${s.itemsCreated} notifications (longest ${s.longestTaskMs} ms)`,
    );
  return failures;
}
