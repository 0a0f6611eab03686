/** An error that the global handler answers as `{ code, message, errors }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors: Record<string, string> = {},
    /** More fields of the answer (a conflict's `current`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notAuthenticated = () =>
  new ApiError(
    401,
    'not_authenticated',
    'Authentication credentials were not provided.',
  );
export const tokenNotValid = (
  message = 'Given token not valid for any token type.',
) => new ApiError(401, 'token_not_valid', message);
export const invalidCredentials = () =>
  new ApiError(401, 'INVALID_CREDENTIALS', 'Email or password is incorrect.');
export const forbidden = (
  message = 'You do not have permission to perform this action.',
) => new ApiError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found.') =>
  new ApiError(404, 'NOT_FOUND', message);
export const storeNotFound = () =>
  new ApiError(404, 'STORE.NOT_FOUND', 'This site does not exist.');
export const storeInactive = () =>
  new ApiError(403, 'STORE.INACTIVE', 'This store is not active.');
export const validationError = (
  errors: Record<string, string>,
  message?: string,
) =>
  new ApiError(
    400,
    'VALIDATION_ERROR',
    message ?? Object.values(errors)[0] ?? 'Invalid input.',
    errors,
  );

/** The error code of an answer that carries no code of its own, by its HTTP status. */
export const CODE_BY_STATUS: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'not_authenticated',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};
