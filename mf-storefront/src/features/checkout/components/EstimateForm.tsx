import { Formik, type FormikHelpers } from 'formik';
import { useNavigate } from 'shared/router';
import type { Cart } from 'shared/cart';
import { FormikForm, FormikSubmit } from 'shared/ui/form';
import type { CustomerProfile } from '../api';
import { showApiErrors } from '../apiErrors';
import { formatMoney } from '../formatters';
import { estimateSchema, NOTES_MAX, type EstimateValues } from '../schema';
import { useSubmitEstimate } from '../submit';
import { CartLines } from './CartLines';
import { localisedValidate } from '../../../i18n/validate';
import { ContactFields } from './ContactFields';
import { FormikTextArea } from './FormikTextArea';
import { Totals } from './Totals';
import { useStorefrontT } from '../../../i18n/t';

export interface EstimateFormProps {
  cart: Cart;
  profile: CustomerProfile | null;
}

const validateEstimate = localisedValidate<EstimateValues>(estimateSchema);

/** Contact details and notes for an estimate of the cart's services. */
export function EstimateForm({ cart, profile }: EstimateFormProps) {
  const t = useStorefrontT();
  const navigate = useNavigate();
  const submitEstimate = useSubmitEstimate();
  const initialValues: EstimateValues = {
    first_name: profile?.first_name ?? '',
    last_name: profile?.last_name ?? '',
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
    notes: '',
  };

  const handleSubmit = async (
    values: EstimateValues,
    helpers: FormikHelpers<EstimateValues>,
  ) => {
    helpers.setStatus(undefined);
    try {
      const { estimate, done } = await submitEstimate(cart, values);
      navigate(`../estimate/thank-you/${encodeURIComponent(estimate.token)}`);
      done();
    } catch (error) {
      showApiErrors(error, helpers, values);
    }
  };

  return (
    <Formik
      initialValues={initialValues}
      validate={validateEstimate}
      onSubmit={handleSubmit}
    >
      <div className="co-layout">
        <div className="co-layout__main">
          <FormikForm label={t('estimate.title')}>
            <ContactFields />
            <FormikTextArea
              name="notes"
              label={t('estimate.notes')}
              maxLength={NOTES_MAX}
              help={t('estimate.notesHelp')}
            />
            <FormikSubmit block>{t('estimate.submit')}</FormikSubmit>
          </FormikForm>
        </div>
        <section className="co-summary" aria-label={t('estimate.summary')}>
          <h2 className="co-summary__title">{t('estimate.services')}</h2>
          <CartLines items={cart.items} />
          <Totals
            rows={[]}
            total={{
              label: t('estimate.subtotal'),
              value: formatMoney(cart.subtotal),
            }}
          />
        </section>
      </div>
    </Formik>
  );
}
