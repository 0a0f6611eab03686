import { FormikInput } from 'shared/ui/form';
import { useStorefrontT } from '../../../i18n/t';

/** First and last name, email and phone of the person the order or estimate is for. */
export function ContactFields() {
  const t = useStorefrontT();
  return (
    <fieldset className="co-fieldset">
      <legend>{t('checkout.contact')}</legend>
      <div className="co-grid">
        <FormikInput
          name="first_name"
          label={t('checkout.firstName')}
          required
          autoComplete="given-name"
        />
        <FormikInput
          name="last_name"
          label={t('checkout.lastName')}
          required
          autoComplete="family-name"
        />
        <FormikInput
          name="email"
          label={t('checkout.email')}
          type="email"
          required
          autoComplete="email"
        />
        <FormikInput
          name="phone"
          label={t('checkout.phone')}
          required
          autoComplete="tel"
        />
      </div>
    </fieldset>
  );
}
