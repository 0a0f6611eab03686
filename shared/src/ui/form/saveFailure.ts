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
