import { useFormikContext } from 'formik';
import type { Cart } from 'shared/cart';
import type { InsurancePlan, ShippingRate } from '../api';
import { formatCents, insuranceCents, toCents } from '../formatters';
import type { CheckoutValues } from '../schema';
import { CartLines } from './CartLines';
import { DiscountField } from './DiscountField';
import { Totals } from './Totals';
import { useStorefrontT } from '../../../i18n/t';

export interface CheckoutSummaryProps {
  cart: Cart;
  rates: ShippingRate[];
  plans: InsurancePlan[];
}

/** The live totals in cents: subtotal − the applied code + the chosen carrier + the chosen insurance. */
function useCheckoutTotals({ cart, rates, plans }: CheckoutSummaryProps) {
  const { values } = useFormikContext<CheckoutValues>();
  const subtotal = toCents(cart.subtotal);
  const rate = rates.find((r) => String(r.carrier_id) === values.carrier_id);
  const plan = plans.find((p) => String(p.id) === values.insurance_id);
  const shipping = rate ? toCents(rate.price) : 0;
  const insurance = plan ? insuranceCents(plan, subtotal) : 0;
  const { discount } = values;
  const off = discount ? toCents(discount.amount) : 0;
  const total = subtotal - off + shipping + insurance;
  return { subtotal, rate, shipping, insurance, discount, off, total };
}

/** The total right above the button that goes on to payment (phones show the summary below it). */
export function CheckoutDue(props: CheckoutSummaryProps) {
  const t = useStorefrontT();
  const { total } = useCheckoutTotals(props);
  return (
    <p className="co-due">
      <span>{t('checkout.total')}</span> <strong>{formatCents(total)}</strong>
    </p>
  );
}

/** The cart's lines and the live totals: subtotal + the chosen carrier + the chosen insurance. */
export function CheckoutSummary({ cart, rates, plans }: CheckoutSummaryProps) {
  const t = useStorefrontT();
  const { subtotal, rate, shipping, insurance, discount, off, total } =
    useCheckoutTotals({
      cart,
      rates,
      plans,
    });
  const rows = [
    { label: t('checkout.subtotal'), value: formatCents(subtotal) },
    ...(discount
      ? [
          {
            label: t('checkout.discountNamed', { code: discount.code }),
            value: `−${formatCents(off)}`,
          },
        ]
      : []),
    {
      label: t('checkout.shipping'),
      value: rate ? formatCents(shipping) : t('checkout.chooseCarrier'),
    },
    ...(plans.length > 0
      ? [{ label: t('checkout.insurance'), value: formatCents(insurance) }]
      : []),
  ];
  return (
    <section className="co-summary" aria-label={t('checkout.summary')}>
      <h2 className="co-summary__title">{t('checkout.summary')}</h2>
      <CartLines items={cart.items} />
      <DiscountField cart={cart} />
      <Totals
        rows={rows}
        total={{ label: t('checkout.total'), value: formatCents(total) }}
      />
    </section>
  );
}
