import { useFormikContext } from 'formik';
import type { BillItems } from 'shared/contracts/billing';
import { LocationsQuote as Quote } from '../../../components/LocationsQuote';
import { countOf, type PurchaseValues } from '../schema';

/** Props of LocationsQuote. */
export interface LocationsQuoteProps {
  items: BillItems;
}

/** The quote of the count typed in the purchase form. */
export function LocationsQuote({ items }: LocationsQuoteProps) {
  const { values } = useFormikContext<PurchaseValues>();
  return (
    <Quote
      items={items}
      count={countOf(values.locations, items.addable_locations)}
    />
  );
}
