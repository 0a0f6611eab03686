import { Formik, type FormikHelpers } from 'formik';
import { useNavigate } from 'shared/router';
import type { Cart } from 'shared/cart';
import { FormikForm, FormikSubmit } from 'shared/ui/form';
import type {
  Address,
  CustomerProfile,
  InsurancePlan,
  ShippingRate,
} from '../api';
import { showApiErrors } from '../apiErrors';
import { toCents } from '../formatters';
import {
  checkoutSchema,
  NEW_ADDRESS,
  NO_INSURANCE,
  type CheckoutValues,
} from '../schema';
import { useSubmitOrder } from '../submit';
import { AddressFields } from './AddressFields';
import { useStoreCountry } from '../../../ui/countries';
import { localisedValidate } from '../../../i18n/validate';
import { CheckoutDue, CheckoutSummary } from './CheckoutSummary';
import { ContactFields } from './ContactFields';
import { ShippingFields } from './ShippingFields';
import { useStorefrontT } from '../../../i18n/t';

export interface CheckoutFormProps {
  cart: Cart;
  rates: ShippingRate[];
  plans: InsurancePlan[];
  addresses: Address[];
  profile: CustomerProfile | null;
}

function initialValues(
  addresses: Address[],
  profile: CustomerProfile | null,
  country: string,
): CheckoutValues {
  const preferred = addresses.find((a) => a.is_default) ?? addresses[0];
  return {
    first_name: profile?.first_name ?? '',
    last_name: profile?.last_name ?? '',
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
    address_choice:
      preferred?.id !== undefined ? String(preferred.id) : NEW_ADDRESS,
    address_line1: '',
    address_line2: '',
    city: '',
    state: '',
    zip: '',
    country,
    carrier_id: '',
    insurance_id: NO_INSURANCE,
    discount_code: '',
    discount: null,
  };
}

const validateCheckout = localisedValidate<CheckoutValues>(checkoutSchema);

/** The checkout form; a created order continues to its payment page. */
export function CheckoutForm({
  cart,
  rates,
  plans,
  addresses,
  profile,
}: CheckoutFormProps) {
  const t = useStorefrontT();
  const country = useStoreCountry();
  const navigate = useNavigate();
  const submitOrder = useSubmitOrder();

  const handleSubmit = async (
    values: CheckoutValues,
    helpers: FormikHelpers<CheckoutValues>,
  ) => {
    helpers.setStatus(undefined);
    try {
      const { order, done } = await submitOrder(cart, values);
      navigate(`../checkout/payment/${encodeURIComponent(order.token)}`);
      done();
    } catch (error) {
      showApiErrors(error, helpers, values);
    }
  };

  return (
    <Formik
      initialValues={initialValues(addresses, profile, country)}
      validate={validateCheckout}
      onSubmit={handleSubmit}
    >
      <div className="co-layout">
        <div className="co-layout__main">
          <FormikForm label={t('checkout.title')}>
            <ContactFields />
            <AddressFields saved={addresses} />
            <ShippingFields
              rates={rates}
              plans={plans}
              subtotalCents={toCents(cart.subtotal)}
            />
            <CheckoutDue cart={cart} rates={rates} plans={plans} />
            <FormikSubmit block>{t('checkout.continueToPayment')}</FormikSubmit>
          </FormikForm>
        </div>
        <CheckoutSummary cart={cart} rates={rates} plans={plans} />
      </div>
    </Formik>
  );
}
