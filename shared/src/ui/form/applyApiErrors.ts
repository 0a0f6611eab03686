import type { FormikErrors, FormikHelpers } from 'formik';
import { isApiError } from 'shared/api';

const FALLBACK_MESSAGE = 'Something went wrong, please try again.';

/**
 * Puts an `ApiError`'s `fieldErrors` on the Formik fields and returns the message for the
 * form-level alert (any other error gives its own message or a generic one).
 */
export function applyApiErrors<Values>(
  error: unknown,
  helpers: Pick<FormikHelpers<Values>, 'setErrors'>,
): string {
  if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
    helpers.setErrors(error.fieldErrors as FormikErrors<Values>);
  }
  return error instanceof Error && error.message
    ? error.message
    : FALLBACK_MESSAGE;
}
