import { FormikInput } from 'shared/ui/form';

/** The customer's contact fields (a Formik form of CustomerValues around them). */
export function CustomerFields() {
  return (
    <div className="customer-fields">
      <FormikInput
        name="first_name"
        label="First name"
        required
        autoComplete="off"
      />
      <FormikInput name="last_name" label="Last name" autoComplete="off" />
      <FormikInput
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="off"
      />
      <FormikInput
        name="phone"
        label="Phone"
        autoComplete="off"
        help="Optional. A country code, then groups of 3 or 4 digits."
      />
    </div>
  );
}
