/** A failed API call: any answer other than 200/201, or a network failure (status 400). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string>;
  readonly data: unknown;

  constructor(
    status: number,
    data: unknown,
    fallbackMessage = 'Something went wrong, please try again.',
  ) {
    const body = (
      typeof data === 'object' && data !== null ? data : {}
    ) as Record<string, unknown>;
    const message =
      typeof body.message === 'string' && body.message
        ? body.message
        : typeof body.detail === 'string' && body.detail
          ? body.detail
          : fallbackMessage;
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code =
      typeof body.code === 'string'
        ? body.code
        : status === 0
          ? 'NETWORK_ERROR'
          : `HTTP_${status}`;
    this.fieldErrors = normaliseFieldErrors(body.errors);
    this.data = data;
  }
}

function normaliseFieldErrors(errors: unknown): Record<string, string> {
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors))
    return {};
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    if (typeof value === 'string') out[field] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string')
      out[field] = value[0];
  }
  return out;
}

export const BROWSER_ISSUE_MESSAGE =
  'Currently facing issue with the browser, please try again or use other browser';

/** What a request that got no answer says (the browser's own words, 'Failed to fetch', read as code). */
export const NETWORK_MESSAGE =
  'You appear to be offline, or the server did not answer. Please try again.';

/**
 * The spec's network-failure error: status 400 with a message ('Load failed' replaced by the spec's
 * words; any other browser wording by a sentence a person reads).
 */
export function networkError(cause: unknown): ApiError {
  const raw = cause instanceof Error ? cause.message : '';
  const message =
    raw === 'Load failed' ? BROWSER_ISSUE_MESSAGE : NETWORK_MESSAGE;
  return new ApiError(400, { code: 'NETWORK_ERROR', message, errors: {} });
}

/** True for an ApiError (also across bundle copies). */
export function isApiError(e: unknown): e is ApiError {
  return (
    e instanceof ApiError ||
    (e instanceof Error && e.name === 'ApiError' && 'status' in e)
  );
}
