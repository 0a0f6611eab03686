import { setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { isApiError } from 'shared/api';
import { localiseErrorMessage } from 'shared/i18n';

const FALLBACK_MESSAGE = 'Something went wrong, please try again.';

/**
 * Puts an `ApiError`'s `fieldErrors` on the Formik fields and returns the message for the
 * form-level alert (any other error gives its own message or a generic one). A dotted key
 * (`opening_hours.2.closes`, the api's path into a list) lands on that nested field.
 */
export function applyApiErrors<Values>(
  error: unknown,
  helpers: Pick<FormikHelpers<Values>, 'setErrors'>,
): string {
  if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
    let errors: FormikErrors<Values> = {};
    for (const [key, message] of Object.entries(error.fieldErrors))
      errors = setIn(errors, key, message) as FormikErrors<Values>;
    helpers.setErrors(errors);
  }
  return localiseErrorMessage(
    error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE,
  );
}
