import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'shared/router';
import { useTenant } from 'shared/tenant';
import {
  focusWithoutScroll,
  HEADING_TIMEOUT_MS,
  headingText,
  mayMoveFocus,
  waitForPageHeading,
  type HeadingSnapshot,
} from './pageHeading';
import { syncPageHead } from '../tenant/pageHead';
import { knownHostPages, loadHostPages } from '../pages/hostPages';
import { defaultPageName, pageTitle } from './pageNames';
import { useTitleFollowsLanguage } from './useTitleFollowsLanguage';
import './a11y.css';

// Whether a page of this document has settled: the announcer remounts when the shell's providers
// do (a login switches the tenant), and the page it then finds is a page change, not a first load.
let documentSettled = false;

/** Forgets that a page has settled (tests). */
export function resetRouteAnnouncer(): void {
  documentSettled = false;
}

/** Props of RouteAnnouncer. */
export interface RouteAnnouncerProps {
  /** the store's or portal's name, the title's second part */
  siteName: string;
  /** how long to wait for the new page's h1 */
  timeoutMs?: number;
}

/**
 * For every page of every remote, without the remotes' help: once the page's `h1` is in `<main>`
 * (or after a timeout, the route's default name) it sets the document title; after a route change
 * it also focuses that heading and announces the page in one polite live region. The first load
 * keeps focus at the top of the document.
 */
export function RouteAnnouncer({
  siteName,
  timeoutMs = HEADING_TIMEOUT_MS,
}: RouteAnnouncerProps) {
  const { pathname } = useLocation();
  const { host, kind } = useTenant();
  const [message, setMessage] = useState('');
  // Until the first page has settled, redirects (a guard's <Navigate>) still count as the first load.
  const hasSettled = useRef(documentSettled);
  const handled = useRef<HeadingSnapshot | null>(null);
  const site = useRef(siteName);
  useLayoutEffect(() => {
    site.current = siteName;
  }, [siteName]);

  useEffect(() => {
    const first = !hasSettled.current;
    const activeAtNavigation = document.activeElement;
    const nameOf = () =>
      defaultPageName(pathname, undefined, knownHostPages(host, kind), kind);
    const fallback = nameOf();
    let named = false;
    // The remotes' page titles, when they are not known yet: the title takes the declared name
    // as soon as it arrives, unless the page's h1 named it first.
    void loadHostPages(host, kind).then(() => {
      if (controller.signal.aborted || named) return;
      document.title = pageTitle(nameOf(), site.current);
      void syncPageHead(pathname, document.title);
    });
    const controller = new AbortController();
    document.title = pageTitle(fallback, site.current);
    void syncPageHead(pathname, document.title);
    void waitForPageHeading({
      previous: handled.current,
      timeoutMs,
      signal: controller.signal,
    }).then((heading) => {
      if (controller.signal.aborted) return;
      hasSettled.current = true;
      documentSettled = true;
      named = true;
      const name = heading ? headingText(heading) : nameOf();
      if (heading) handled.current = { element: heading, text: name };
      document.title = pageTitle(name, site.current);
      void syncPageHead(pathname, document.title);
      if (first) return;
      // Repeating the same text would not be announced again: vary it invisibly.
      setMessage((previous) => (previous === name ? `${name}\u00a0` : name));
      const target = heading ?? document.querySelector<HTMLElement>('main');
      if (target && mayMoveFocus(activeAtNavigation))
        focusWithoutScroll(target);
    });
    return () => controller.abort();
  }, [pathname, timeoutMs, host, kind]);
  useTitleFollowsLanguage({
    pathname,
    handled,
    site,
    timeoutMs,
    fallbackName: () =>
      defaultPageName(pathname, undefined, knownHostPages(host, kind), kind),
  });

  return (
    <div className="sh-visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
