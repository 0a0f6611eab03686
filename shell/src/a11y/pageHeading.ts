/** How long the shell waits for a new page's `h1` before it falls back to the route's default name. */
export const HEADING_TIMEOUT_MS = 4000;

/** The page heading: the first `h1` inside the main landmark. */
export function findPageHeading(doc: Document = document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('main h1');
}

/** What identifies a heading that was already handled (the previous page's). */
export interface HeadingSnapshot {
  element: HTMLElement;
  text: string;
}

/**
 * The page's name from its heading: the heading's `data-page-title` when it has one (a page whose
 * heading is shared by sub-pages names the sub-page there), else its text; whitespace collapsed.
 */
export const headingText = (element: HTMLElement): string =>
  (element.getAttribute('data-page-title') || element.textContent || '')
    .replace(/\s+/g, ' ')
    .trim();

const isNew = (heading: HTMLElement, previous: HeadingSnapshot | null) =>
  headingText(heading) !== '' &&
  (!previous ||
    heading !== previous.element ||
    headingText(heading) !== previous.text);

/**
 * Resolves with the page's `h1` once one other than `previous` (another element or another text)
 * is in `<main>`; after `timeoutMs` with whatever `h1` is there (or null). `signal` aborts the wait.
 */
export function waitForPageHeading({
  previous = null,
  timeoutMs = HEADING_TIMEOUT_MS,
  signal,
  doc = document,
}: {
  previous?: HeadingSnapshot | null;
  timeoutMs?: number;
  signal?: AbortSignal;
  doc?: Document;
} = {}): Promise<HTMLElement | null> {
  return new Promise((resolve) => {
    const ready = () => {
      const heading = findPageHeading(doc);
      return heading && isNew(heading, previous) ? heading : null;
    };
    const now = ready();
    if (now) return resolve(now);
    const done = (heading: HTMLElement | null) => {
      observer.disconnect();
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      resolve(heading);
    };
    const abort = () => done(null);
    const observer = new MutationObserver(() => {
      const heading = ready();
      if (heading) done(heading);
    });
    observer.observe(doc.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-page-title'],
    });
    const timer = setTimeout(() => {
      const heading = findPageHeading(doc);
      done(heading && headingText(heading) ? heading : null);
    }, timeoutMs);
    signal?.addEventListener('abort', abort);
  });
}

const isTextEntry = (element: Element) =>
  (element instanceof HTMLInputElement &&
    !['button', 'submit', 'reset', 'checkbox', 'radio'].includes(
      element.type,
    )) ||
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLElement && element.isContentEditable);

/**
 * Whether the shell may move focus to the new page: not while the visitor types (the header search
 * navigates as they type), and not when the new page already focused something of its own.
 */
export function mayMoveFocus(
  activeAtNavigation: Element | null,
  doc: Document = document,
): boolean {
  const active = doc.activeElement;
  if (!active || active === doc.body || !active.isConnected) return true;
  if (isTextEntry(active)) return false;
  if (active === activeAtNavigation) return true;
  // Focus moved since the navigation, into the page, to the header (the bell, the profile menu,
  // the language) or into a panel one of them opened: that is where the person is, and the
  // heading does not take it.
  const main = doc.querySelector('main');
  const header = doc.querySelector('header');
  return !(
    main?.contains(active) ||
    header?.contains(active) ||
    active.closest('[role="dialog"], .ant-popover, .ant-dropdown')
  );
}

/** Focuses an element that is not focusable by itself (tabIndex -1), without scrolling the page. */
export function focusWithoutScroll(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}
