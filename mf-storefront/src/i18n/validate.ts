import {
  validateYupSchema,
  yupToFormErrors,
  type FormikErrors,
  type FormikValues,
} from 'formik';
import type { yup } from 'shared/validation';
import { localiseMessage } from './t';

type Errors = FormikErrors<Record<string, unknown>>;

function localiseAll(errors: unknown): unknown {
  if (typeof errors === 'string') return localiseMessage(errors);
  if (Array.isArray(errors)) return errors.map(localiseAll);
  if (errors && typeof errors === 'object')
    return Object.fromEntries(
      Object.entries(errors).map(([k, v]) => [k, localiseAll(v)]),
    );
  return errors;
}

/**
 * Formik's `validate` from a yup schema, with our messages in the page's language: the schemas
 * keep the spec's English words (shared/validation), the customer reads them translated.
 */
export function localisedValidate<Values extends FormikValues>(
  schema: yup.AnySchema | (() => yup.AnySchema),
): (values: Values) => Promise<FormikErrors<Values>> {
  return async (values) => {
    try {
      await validateYupSchema(
        values,
        typeof schema === 'function' ? schema() : schema,
      );
      return {};
    } catch (error) {
      if ((error as Error | null)?.name !== 'ValidationError') throw error;
      return localiseAll(
        yupToFormErrors(error) as Errors,
      ) as FormikErrors<Values>;
    }
  };
}
