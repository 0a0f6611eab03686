import { FormikInput } from 'shared/ui/form';

/** The required first and last name inputs of the account forms (Formik fields `first_name`, `last_name`). */
export function NameFields() {
  return (
    <>
      <FormikInput
        name="first_name"
        label="First name"
        autoComplete="given-name"
        required
      />
      <FormikInput
        name="last_name"
        label="Last name"
        autoComplete="family-name"
        required
      />
    </>
  );
}
