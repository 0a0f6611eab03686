import type { Discount } from 'shared/contracts/discounts';
import { Modal } from 'shared/ui/antd';
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
  const isDelete = asked?.action === 'delete';
  return (
    <Modal
      open={asked !== null}
      title={
        isDelete ? 'Delete the discount code' : 'Deactivate the discount code'
      }
      okText={isDelete ? 'Delete' : 'Deactivate'}
      okButtonProps={{ danger: true }}
      cancelText="Keep"
      onOk={() => asked && onConfirm(asked)}
      onCancel={onCancel}
    >
      {asked &&
        (isDelete ? (
          <>
            <p>Are you sure you want to delete ?</p>
            <p>
              “{asked.discount.code}” ({valueText(asked.discount)}) will no
              longer exist.
            </p>
          </>
        ) : (
          <p>
            Customers will no longer be able to use “{asked.discount.code}” (
            {valueText(asked.discount)}). You can switch it on again with
            Change.
          </p>
        ))}
    </Modal>
  );
}
