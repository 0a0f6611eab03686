import type { FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import { isApiError } from 'shared/api';
import { homePathFor, useSignIn } from 'shared/session';
import { vendorLogin } from './api';
import type { LoginValues } from './schema';

/**
 * Submits the vendor login: on success stores the session and goes to the role's home page;
 * on failure keeps what was typed, shows the api's message and puts field errors on the fields.
 */
export function useVendorLogin() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  return async (values: LoginValues, helpers: FormikHelpers<LoginValues>) => {
    helpers.setStatus(undefined);
    try {
      const response = await vendorLogin({
        email: values.email.trim(),
        password: values.password,
      });
      signIn(response);
      navigate(
        homePathFor(response.user.role?.role_id ?? response.role?.role_id),
        { replace: true },
      );
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        helpers.setErrors(error.fieldErrors);
      }
      helpers.setStatus(
        error instanceof Error
          ? error.message
          : 'Something went wrong, please try again.',
      );
    }
  };
}
