import type { FormikErrors, FormikHelpers } from 'formik';
import { isApiError } from 'shared/api';
import { applyApiErrors } from 'shared/ui/form';
import { toFormErrors } from './schema';

/**
 * Shows a failed request on the form: the api's field errors on the (flat-named) fields, its
 * message in the form's alert together with errors about no field of the form (e.g. 'cart').
 * Nothing typed is reset.
 */
export function showApiErrors<Values extends object>(
  error: unknown,
  helpers: Pick<FormikHelpers<Values>, 'setErrors' | 'setStatus'>,
  values: Values,
): void {
  const fieldErrors = isApiError(error) ? toFormErrors(error.fieldErrors) : {};
  const onFields = Object.fromEntries(
    Object.entries(fieldErrors).filter(([name]) => name in values),
  );
  const elsewhere = Object.entries(fieldErrors)
    .filter(([name]) => !(name in values))
    .map(([, message]) => message);
  const message = applyApiErrors<Values>(error, {
    setErrors: () => helpers.setErrors(onFields as FormikErrors<Values>),
  });
  helpers.setStatus(
    [message, ...elsewhere.filter((m) => m !== message)].join(' '),
  );
}
