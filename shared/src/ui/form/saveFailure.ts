import { BROWSER_ISSUE_MESSAGE } from 'shared/api';
import { localiseErrorMessage } from 'shared/i18n';

// shared/api's sentence for a request with no answer. Written here too (a test keeps the two the
// same): shared/api is one module shared at run time, and a shell released before it exported the
// sentence must not take the Retry away from a newer remote.
const NO_ANSWER =
  'You appear to be offline, or the server did not answer. Please try again.';

/**
 * True when a failed save's sentence says the request got no answer (offline, or the server did
 * not answer), in English or the page's language: sending it again may work, so a Retry is offered.
 */
export function isNoAnswer(message: unknown): boolean {
  if (typeof message !== 'string' || !message) return false;
  return [NO_ANSWER, BROWSER_ISSUE_MESSAGE].some(
    (text) => message === text || message === localiseErrorMessage(text),
  );
}

// The Formik forms whose save bar shows the save's failure (and its Retry) itself, keyed by the
// form's own setStatus (one stable function per Formik instance): their FormikForm leaves the
// sentence to the bar, so it is shown and announced once.
const shownByBar = new WeakSet<object>();

/** The save bar of this Formik form shows its status from now on (until `release`). */
export function claimStatus(setStatus: object): () => void {
  shownByBar.add(setStatus);
  return () => shownByBar.delete(setStatus);
}

/** True when this Formik form's save bar shows its status. */
export const statusShownByBar = (setStatus: object): boolean =>
  shownByBar.has(setStatus);
