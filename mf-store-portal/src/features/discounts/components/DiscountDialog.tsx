import { Formik } from 'formik';
import { useState } from 'react';
import { isApiError } from 'shared/api';
import type { Discount } from 'shared/contracts/discounts';
import { Banner } from 'shared/ui';
import { Button, Flex, Modal } from 'shared/ui/antd';
import { applyApiErrors, FormikForm } from 'shared/ui/form';
import { saveDiscount } from '../api';
import { valueText } from '../format';
import {
  discountSchema,
  inputOf,
  valuesOf,
  type DiscountValues,
} from '../schema';
import { DiscountFields } from './DiscountFields';

/** Props of DiscountDialog. */
export interface DiscountDialogProps {
  /** the code to change; null adds one */
  discount: Discount | null;
  onClose: () => void;
  onSaved: (text: string) => Promise<unknown>;
}

/**
 * Adds a code (discount null) or changes one. A refused save keeps what was typed and shows the
 * api's field errors; a stale one (someone saved first) says what is saved now, and saving again
 * puts what was typed in its place.
 */
export function DiscountDialog({
  discount,
  onClose,
  onSaved,
}: DiscountDialogProps) {
  const [stale, setStale] = useState<Discount | null>(null);
  const title = discount ? `Change ${discount.code}` : 'Add a discount code';
  return (
    <Modal open title={title} footer={null} onCancel={onClose} destroyOnHidden>
      <Formik<DiscountValues>
        initialValues={valuesOf(discount)}
        validationSchema={discountSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const saved = await saveDiscount(
              inputOf(values),
              discount
                ? {
                    id: discount.id,
                    version: stale?.version ?? discount.version,
                  }
                : undefined,
            );
            await onSaved(
              discount
                ? `${saved.code} was saved.`
                : `${saved.code} was added.`,
            );
          } catch (error) {
            const current =
              isApiError(error) && error.status === 409
                ? ((error.data as { current?: Discount } | null)?.current ??
                  null)
                : null;
            if (current) setStale(current);
            helpers.setStatus(applyApiErrors(error, helpers));
          }
        }}
      >
        {({ isSubmitting }) => (
          <FormikForm label={title}>
            {stale && (
              <Banner
                type="warning"
                title={`Now saved: ${stale.code} · ${valueText(stale)} · ${stale.is_active ? 'active' : 'inactive'}`}
                subtitle="Save again to put your version in its place, or cancel to keep theirs."
              />
            )}
            <DiscountFields />
            <Flex gap={8} justify="end" style={{ marginTop: 16 }}>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="primary" htmlType="submit" loading={isSubmitting}>
                Save discount
              </Button>
            </Flex>
          </FormikForm>
        )}
      </Formik>
    </Modal>
  );
}
