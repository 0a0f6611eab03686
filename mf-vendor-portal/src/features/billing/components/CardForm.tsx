import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import type {
  VendorBilling,
  VendorCardReplace,
} from 'shared/contracts/vendorBilling';
import { Banner } from 'shared/ui';
import { applyApiErrors, FormikForm, FormikSubmit } from 'shared/ui/form';
import {
  CardFields,
  cardOf,
  cardSchema,
  EMPTY_CARD,
  withCardErrors,
  type CardValues,
} from 'shared/ui/onboarding';
import { cardText } from '../format';

/** Props of CardForm. */
export interface CardFormProps {
  billing: VendorBilling;
  onReplace: (body: VendorCardReplace) => Promise<VendorBilling>;
}

/**
 * The new card for the plan, checked by the payment provider: a refused card is told on its field
 * and the form keeps what was typed; a good one replaces the card on record.
 */
export function CardForm({ billing, onReplace }: CardFormProps) {
  const [saved, setSaved] = useState<string | null>(null);
  const submit = async (
    values: CardValues,
    helpers: FormikHelpers<CardValues>,
  ) => {
    helpers.setStatus(undefined);
    setSaved(null);
    try {
      const next = await onReplace({
        card: cardOf(values),
        version: billing.version,
      });
      helpers.resetForm();
      setSaved(
        next.card
          ? `Your ${cardText(next.card)} now pays for the plan.`
          : 'Your new card is on record.',
      );
    } catch (failure) {
      helpers.setStatus(applyApiErrors(failure, withCardErrors(helpers)));
    }
  };
  return (
    <>
      {saved && <Banner type="success" title={saved} />}
      <Formik<CardValues>
        initialValues={EMPTY_CARD}
        validationSchema={cardSchema}
        onSubmit={submit}
      >
        <FormikForm label="Replace card">
          <CardFields />
          <FormikSubmit>Save card</FormikSubmit>
        </FormikForm>
      </Formik>
    </>
  );
}
