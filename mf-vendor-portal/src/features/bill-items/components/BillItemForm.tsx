import { Formik, setIn, type FormikErrors } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { isApiError } from 'shared/api';
import { Flex } from 'shared/ui/antd';
import {
  FormikForm,
  FormikInput,
  FormikMoneyInput,
  FormikSubmit,
} from 'shared/ui/form';
import { yup } from 'shared/validation';
import { formatApiAmount } from 'shared/i18n';
import { amountOf, billItemSchema, type BillItemValues } from '../schema';
import { WorkOrderField } from './WorkOrderField';
import { errorWords, useVendorT } from '../../../i18n/t';

/**
 * Where the form keeps its fields: the new item's form and an edit's dialog are on the page at
 * once, and a field's name is its input's id (`new.description`, `edit.description`).
 */
export type BillItemScope = 'new' | 'edit';
type Scoped = Partial<Record<BillItemScope, BillItemValues>>;

/** What a submit may do with the form. */
export interface BillItemFormActions {
  /** the api's refusal: its field messages on their fields, its message above them */
  refuse: (failure: unknown) => void;
  /** the form back to empty (after a new item) */
  reset: () => void;
}

/** Props of BillItemForm. */
export interface BillItemFormProps {
  scope: BillItemScope;
  /** the form's accessible name */
  label: string;
  storeId: number;
  initialValues: BillItemValues;
  /** the item's work order now, for an edit */
  currentWorkOrder?: { id: number; label: string } | null;
  submitLabel: string;
  onSubmit: (
    values: BillItemValues,
    actions: BillItemFormActions,
  ) => Promise<void>;
  /** more buttons next to the submit (Cancel) */
  children?: ReactNode;
}

/** A bill item's description, quantity, unit price and optional work order, with its amount. */
export function BillItemForm({
  scope,
  label,
  storeId,
  initialValues,
  currentWorkOrder,
  submitLabel,
  onSubmit,
  children,
}: BillItemFormProps) {
  const t = useVendorT();
  const schema = useMemo(
    () => yup.object({ [scope]: billItemSchema }),
    [scope],
  );
  return (
    <Formik<Scoped>
      initialValues={{ [scope]: initialValues }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        await onSubmit(values[scope]!, {
          refuse: (failure) => {
            // What was typed stays; each of the api's messages shows on its field.
            if (isApiError(failure))
              helpers.setErrors(
                Object.entries(failure.fieldErrors).reduce<
                  FormikErrors<Scoped>
                >(
                  (errors, [field, message]) =>
                    setIn(errors, `${scope}.${field}`, message),
                  {},
                ),
              );
            helpers.setStatus(errorWords(failure) ?? t('billItems.fallback'));
          },
          reset: () => helpers.resetForm(),
        });
      }}
    >
      {({ values }) => {
        const amount = amountOf(values[scope]!);
        return (
          <FormikForm label={label}>
            <FormikInput
              name={`${scope}.description`}
              label={t('billItems.description')}
              required
              placeholder={t('billItems.descriptionHint')}
            />
            <div className="bi-numbers">
              <FormikInput
                name={`${scope}.quantity`}
                label={t('billItems.quantity')}
                required
              />
              <FormikMoneyInput
                name={`${scope}.unit_price`}
                label={t('billItems.unitPrice')}
                prefix="$"
                required
              />
            </div>
            <WorkOrderField
              name={`${scope}.work_order_id`}
              storeId={storeId}
              current={currentWorkOrder}
            />
            <p className="vs-total" aria-live="polite">
              {t('billItems.amount', {
                amount: amount === null ? '—' : formatApiAmount(amount),
              })}
            </p>
            <Flex gap={8} wrap>
              <FormikSubmit>{submitLabel}</FormikSubmit>
              {children}
            </Flex>
          </FormikForm>
        );
      }}
    </Formik>
  );
}
