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
import { useStorePortalT } from '../../../i18n/t';

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
  const t = useStorePortalT();
  const [stale, setStale] = useState<Discount | null>(null);
  const title = discount
    ? t('discounts.changeNamed', { code: discount.code })
    : t('discounts.addTitle');
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
              t(discount ? 'discounts.saved' : 'discounts.added', {
                code: saved.code,
              }),
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
                title={t('discounts.nowSaved', {
                  code: stale.code,
                  value: valueText(stale),
                  state: t(
                    stale.is_active
                      ? 'discounts.activeWord'
                      : 'discounts.inactiveWord',
                  ),
                })}
                subtitle={t('discounts.saveAgain')}
              />
            )}
            <DiscountFields />
            <Flex gap={8} justify="end" style={{ marginTop: 16 }}>
              <Button onClick={onClose}>{t('discounts.cancel')}</Button>
              <Button type="primary" htmlType="submit" loading={isSubmitting}>
                {t('discounts.save')}
              </Button>
            </Flex>
          </FormikForm>
        )}
      </Formik>
    </Modal>
  );
}
