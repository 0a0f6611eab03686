import { useState } from 'react';
import { Link } from 'shared/router';
import type {
  BillItems,
  BillItemsPurchase,
  BillItemsReceipt,
} from 'shared/contracts/billing';
import { Banner } from 'shared/ui';
import {
  LocationsPurchaseForm,
  type LocationsPayment,
} from '../../../components/LocationsPurchaseForm';
import { money } from '../../../components/money';

/** Props of AddLocationsForm. */
export interface AddLocationsFormProps {
  items: BillItems;
  onBuy: (body: BillItemsPurchase) => Promise<BillItemsReceipt>;
  /** the items as they are now, from a 409 answer (the price moved or someone changed them) */
  onCurrent: (items: BillItems) => Promise<unknown>;
}

/** The owner picks how many extra locations to add, sees the price, and pays by card. */
export function AddLocationsForm({
  items,
  onBuy,
  onCurrent,
}: AddLocationsFormProps) {
  const [paid, setPaid] = useState<BillItemsReceipt | null>(null);
  const max = items.addable_locations;
  const pay = async ({ count, ...payment }: LocationsPayment) => {
    setPaid(null);
    setPaid(
      await onBuy({ locations: count, ...payment, version: items.version }),
    );
  };
  if (max === 0)
    return (
      <p>Your store has the most extra locations a plan can have (100).</p>
    );
  return (
    <>
      {paid && (
        <Banner
          type="success"
          title={`Paid ${money(paid.invoice.amount)}. Your store now has ${paid.items.extra_locations} extra locations.`}
          subtitle={`Invoice ${paid.invoice.number} is on your billing page.`}
          action={<Link to="/portal/billing">See your invoices</Link>}
        />
      )}
      <LocationsPurchaseForm
        items={items}
        pay={pay}
        onCurrent={onCurrent}
        labels={{
          form: 'Add extra locations',
          count: 'Extra locations to add',
          help: `From 1 to ${max}.`,
        }}
        max={max}
        offerCardOnFile
        countField="locations"
      />
    </>
  );
}
