import { useFormikContext } from 'formik';
import type { ServiceOption } from 'shared/options';
import { unitPriceCents, type ServiceFormValues } from '../answers';
import { visibleFor } from '../schema';
import { OptionField } from './OptionField';
import { PriceSummary } from './PriceSummary';
import { QuantityField } from './QuantityField';

export interface OptionFieldsProps {
  options: ServiceOption[];
  /** the service's own price, before options */
  price: string;
}

/** The options the answers so far leave visible, the quantity and the price summary (inside Formik). */
export function OptionFields({ options, price }: OptionFieldsProps) {
  const { values } = useFormikContext<ServiceFormValues>();
  const visible = visibleFor(options, values);
  return (
    <>
      {visible.map((option) => (
        <OptionField key={option.id} option={option} />
      ))}
      <QuantityField />
      <PriceSummary
        baseCents={unitPriceCents(price, [], values)}
        unitCents={unitPriceCents(price, visible, values)}
        quantity={Number(values.quantity)}
      />
    </>
  );
}
