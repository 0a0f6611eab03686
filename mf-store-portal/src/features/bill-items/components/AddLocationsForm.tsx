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
import { useStorePortalT } from '../../../i18n/t';

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
  const t = useStorePortalT();
  const [paid, setPaid] = useState<BillItemsReceipt | null>(null);
  const max = items.addable_locations;
  const pay = async ({ count, ...payment }: LocationsPayment) => {
    setPaid(null);
    setPaid(
      await onBuy({ locations: count, ...payment, version: items.version }),
    );
  };
  if (max === 0) return <p>{t('billItems.full')}</p>;
  return (
    <>
      {paid && (
        <Banner
          type="success"
          title={t('billItems.paid', {
            amount: money(paid.invoice.amount),
            count: paid.items.extra_locations,
          })}
          subtitle={t('billItems.invoice', { number: paid.invoice.number })}
          action={<Link to="/portal/billing">{t('billItems.invoices')}</Link>}
        />
      )}
      <LocationsPurchaseForm
        items={items}
        pay={pay}
        onCurrent={onCurrent}
        labels={{
          form: t('billItems.addTitle'),
          count: t('billItems.addCount'),
          help: t('billItems.addHelp', { max }),
        }}
        max={max}
        offerCardOnFile
        countField="locations"
      />
    </>
  );
}
