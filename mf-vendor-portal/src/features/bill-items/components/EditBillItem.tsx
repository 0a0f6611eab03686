import { useState } from 'react';
import { isApiError } from 'shared/api';
import {
  BILL_ITEM_MESSAGES,
  type BillItem,
} from 'shared/contracts/vendorBillItems';
import { Banner } from 'shared/ui';
import { Button, Modal } from 'shared/ui/antd';
import { localiseMessage } from 'shared/i18n';
import { saveBillItem } from '../api';
import { toFields, valuesOf } from '../schema';
import { BillItemForm } from './BillItemForm';
import { useVendorT, vpt } from '../../../i18n/t';

/** Props of EditBillItem. */
export interface EditBillItemProps {
  item: BillItem;
  /** saved (the new item) or refused for good (invoiced meanwhile: null); the dialog closes */
  onDone: (saved: BillItem | null, message: string) => void;
  onCancel: () => void;
}

/**
 * An item's edit in a dialog, under its version: a stale save shows what the other person saved
 * (and saves over it only when asked again); an item invoiced meanwhile cannot be changed.
 */
export function EditBillItem({ item, onDone, onCancel }: EditBillItemProps) {
  const t = useVendorT();
  const [shown, setShown] = useState(item);
  const [stale, setStale] = useState(false);
  return (
    <Modal
      open
      title={t('billItems.editTitle', { name: item.description })}
      footer={null}
      onCancel={onCancel}
      destroyOnHidden
    >
      {stale && (
        <Banner type="warning" title={vpt('validation.billItem.stale')} />
      )}
      <BillItemForm
        scope="edit"
        key={shown.version}
        label={t('billItems.editLabel', { name: item.description })}
        storeId={item.store.id}
        initialValues={valuesOf(shown)}
        currentWorkOrder={shown.work_order}
        submitLabel={t('billItems.save')}
        onSubmit={async (values, actions) => {
          try {
            const saved = await saveBillItem(item.id, {
              ...toFields(values),
              version: shown.version,
            });
            onDone(saved, t('validation.billItem.saved'));
          } catch (failure) {
            const current =
              isApiError(failure) && failure.status === 409
                ? (failure.data as { current?: BillItem } | null)?.current
                : undefined;
            if (current && failure instanceof Error) {
              if (failure.message === BILL_ITEM_MESSAGES.invoiced)
                return onDone(null, localiseMessage(failure.message));
              setShown(current);
              setStale(true);
              return;
            }
            actions.refuse(failure);
          }
        }}
      >
        <Button onClick={onCancel}>{t('billItems.cancel')}</Button>
      </BillItemForm>
    </Modal>
  );
}
