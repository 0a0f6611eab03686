import { useEffect, useRef, type RefObject } from 'react';
import { useLanguage } from 'shared/i18n';
import { syncPageHead } from '../tenant/pageHead';
import {
  findPageHeading,
  headingText,
  waitForPageHeading,
  type HeadingSnapshot,
} from './pageHeading';
import { pageTitle } from './pageNames';

/**
 * When the visitor switches language, the tab title follows the page's heading in the new
 * language at once, rather than at the next navigation. Focus stays where it is and nothing is
 * announced: the page did not change.
 */
export function useTitleFollowsLanguage({
  pathname,
  handled,
  site,
  timeoutMs,
  fallbackName,
}: {
  pathname: string;
  /** the page's name when it has no heading (the declared page's title, or the shell's default) */
  fallbackName: () => string;
  /** the heading the announcer titled the page from; kept up to date here */
  handled: RefObject<HeadingSnapshot | null>;
  site: RefObject<string>;
  timeoutMs: number;
}): void {
  const language = useLanguage();
  const previous = useRef(language);
  useEffect(() => {
    if (previous.current === language) return;
    previous.current = language;
    const controller = new AbortController();
    const retitle = (name: string) => {
      document.title = pageTitle(name, site.current);
      void syncPageHead(pathname, document.title);
    };
    // The page's heading is translated by the same render that reported the new language; one
    // that re-renders later (data in the new language) is waited for like a new page's.
    const heading = findPageHeading();
    if (!heading) retitle(fallbackName());
    void waitForPageHeading({
      previous: handled.current,
      timeoutMs,
      signal: controller.signal,
    }).then((found) => {
      if (controller.signal.aborted || !found) return;
      const name = headingText(found);
      handled.current = { element: found, text: name };
      retitle(name);
    });
    return () => controller.abort();
    // Only a language change retitles here; a new path is the announcer's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);
}
