import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isApiError } from 'shared/api';
import type {
  BillItems,
  BillItemsPurchase,
  BillItemsReceipt,
} from 'shared/contracts/billing';
import { Banner } from 'shared/ui';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import {
  CardFields,
  cardOf,
  ChoiceField,
  withCardErrors,
} from 'shared/ui/onboarding';
import { amountDue } from '../../../components/LocationsQuote';
import { money } from '../../../components/money';
import { purchaseSchema, purchaseValues, type PurchaseValues } from '../schema';
import { LocationsQuote } from './LocationsQuote';

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
  const handleSubmit = async (
    values: PurchaseValues,
    helpers: FormikHelpers<PurchaseValues>,
  ) => {
    helpers.setStatus(undefined);
    setPaid(null);
    const count = Number(values.locations.trim());
    try {
      const receipt = await onBuy({
        locations: count,
        card: values.payment === 'new' ? cardOf(values) : null,
        expected_amount: amountDue(items, count),
        version: items.version,
      });
      setPaid(receipt);
      helpers.resetForm({ values: purchaseValues(receipt.items) });
    } catch (failure) {
      const current =
        isApiError(failure) && failure.status === 409
          ? (failure.data as { current?: BillItems } | null)?.current
          : undefined;
      if (current) await onCurrent(current);
      helpers.setStatus(applyApiErrors(failure, withCardErrors(helpers)));
    }
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
      <Formik<PurchaseValues>
        initialValues={purchaseValues(items)}
        validationSchema={purchaseSchema(max)}
        onSubmit={handleSubmit}
      >
        {({ values }) => (
          <FormikForm label="Add extra locations">
            <FormikInput
              name="locations"
              label="Extra locations to add"
              help={`From 1 to ${max}.`}
              required
            />
            <LocationsQuote items={items} />
            {items.card && (
              <ChoiceField
                name="payment"
                legend="Pay with"
                type="radio"
                choices={[
                  {
                    value: 'on_file',
                    label: `The card on file: ${items.card.brand.toUpperCase()} ending ${items.card.last4}`,
                  },
                  { value: 'new', label: 'A new card (for this payment only)' },
                ]}
              />
            )}
            {values.payment === 'new' && <CardFields />}
            <FormikSubmit>Pay and add</FormikSubmit>
          </FormikForm>
        )}
      </Formik>
    </>
  );
}
