import type { Discount } from 'shared/contracts/discounts';
import { Modal } from 'shared/ui/antd';
import { localiseMessage } from 'shared/i18n';
import { useStorePortalT } from '../../../i18n/t';
import { valueText } from '../format';

/** A destructive action the page asks about first. */
export interface AskedDiscount {
  action: 'deactivate' | 'delete';
  discount: Discount;
}

/** Props of ConfirmDiscount. */
export interface ConfirmDiscountProps {
  asked: AskedDiscount | null;
  onConfirm: (asked: AskedDiscount) => void;
  onCancel: () => void;
}

/** Asks before a code is deactivated or deleted (the product's delete question). */
export function ConfirmDiscount({
  asked,
  onConfirm,
  onCancel,
}: ConfirmDiscountProps) {
  const t = useStorePortalT();
  const isDelete = asked?.action === 'delete';
  return (
    <Modal
      open={asked !== null}
      title={
        isDelete ? t('discounts.deleteTitle') : t('discounts.deactivateTitle')
      }
      okText={isDelete ? t('discounts.delete') : t('discounts.deactivate')}
      okButtonProps={{ danger: true }}
      cancelText={t('discounts.keep')}
      onOk={() => asked && onConfirm(asked)}
      onCancel={onCancel}
    >
      {asked &&
        (isDelete ? (
          <>
            <p>{localiseMessage('Are you sure you want to delete ?')}</p>
            <p>
              {t('discounts.willNotExist', {
                code: asked.discount.code,
                value: valueText(asked.discount),
              })}
            </p>
          </>
        ) : (
          <p>
            {t('discounts.noLongerUsable', {
              code: asked.discount.code,
              value: valueText(asked.discount),
            })}
          </p>
        ))}
    </Modal>
  );
}
