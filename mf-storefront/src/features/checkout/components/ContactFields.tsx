import { FormikInput } from 'shared/ui/form';

/** First and last name, email and phone of the person the order or estimate is for. */
export function ContactFields() {
  return (
    <fieldset className="co-fieldset">
      <legend>Contact</legend>
      <div className="co-grid">
        <FormikInput
          name="first_name"
          label="First name"
          required
          autoComplete="given-name"
        />
        <FormikInput
          name="last_name"
          label="Last name"
          required
          autoComplete="family-name"
        />
        <FormikInput
          name="email"
          label="Email"
          type="email"
          required
          autoComplete="email"
        />
        <FormikInput name="phone" label="Phone" required autoComplete="tel" />
      </div>
    </fieldset>
  );
}
