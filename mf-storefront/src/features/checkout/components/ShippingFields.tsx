import type { InsurancePlan, ShippingRate } from '../api';
import {
  carrierName,
  describeRate,
  formatCents,
  formatMoney,
  insuranceCents,
} from '../formatters';
import { NO_INSURANCE } from '../schema';
import { FormikRadioGroup } from './FormikRadioGroup';
import { useStorefrontT } from '../../../i18n/t';

export interface ShippingFieldsProps {
  rates: ShippingRate[];
  /** the store's active plans; no insurance choice is shown when there are none */
  plans: InsurancePlan[];
  subtotalCents: number;
}

/** The carrier (name by id, with its price) and, when the store has active plans, optional insurance. */
export function ShippingFields({
  rates,
  plans,
  subtotalCents,
}: ShippingFieldsProps) {
  const t = useStorefrontT();
  const carriers = rates.map((rate) => ({
    value: String(rate.carrier_id),
    label: (
      <span className="co-choice">
        <span>{carrierName(rate.carrier_id)}</span>
        <span className="co-choice__price">{formatMoney(rate.price)}</span>
      </span>
    ),
  }));
  const insurance = [
    { value: NO_INSURANCE, label: t('checkout.noInsurance') },
    ...plans.map((plan) => ({
      value: String(plan.id),
      label: (
        <span className="co-choice">
          <span>
            {plan.name}
            {plan.rate && (
              <span className="co-choice__note">
                {' '}
                ({describeRate(plan.rate)})
              </span>
            )}
          </span>
          <span className="co-choice__price">
            {formatCents(insuranceCents(plan, subtotalCents))}
          </span>
        </span>
      ),
    })),
  ];
  return (
    <fieldset className="co-fieldset">
      <legend>{t('checkout.shipping')}</legend>
      {rates.length === 0 && <p role="alert">{t('checkout.noRates')}</p>}
      <FormikRadioGroup
        name="carrier_id"
        label={t('checkout.carrier')}
        choices={carriers}
      />
      {plans.length > 0 && (
        <FormikRadioGroup
          name="insurance_id"
          label={t('checkout.insuranceOptional')}
          choices={insurance}
        />
      )}
    </fieldset>
  );
}
