import { isApiError } from 'shared/api';
import { localiseMessage, st } from './t';

// The api answers in English (the spec's words); the customer reads a failed request's reason in
// the page's language: the reasons a storefront form meets by their code, our own validation
// messages by their text, and any other message (a store's own) as given.

const BY_CODE: Record<string, string> = {
  INVALID_CREDENTIALS: 'errors.invalidCredentials',
  TOO_MANY_REQUESTS: 'errors.tooMany',
  NETWORK_ERROR: 'errors.offline',
};

/** The reason a request failed, in the page's language. */
export function describeApiError(error: unknown): string {
  if (!isApiError(error)) return st('errors.generic');
  const key = BY_CODE[error.code];
  if (key) return st(key);
  return error.message ? localiseMessage(error.message) : st('errors.generic');
}
