import type { AdminStore } from 'shared/contracts/access';
import { Modal } from 'shared/ui/antd';

/** Props of ConfirmActive. */
export interface ConfirmActiveProps {
  /** the store to (de)activate; null = closed */
  store: AdminStore | null;
  pending: boolean;
  onConfirm: (store: AdminStore) => void;
  onCancel: () => void;
}

/** Asks before a store goes offline (or back online): its storefront and its customers notice. */
export function ConfirmActive({
  store,
  pending,
  onConfirm,
  onCancel,
}: ConfirmActiveProps) {
  const deactivating = store?.is_active ?? false;
  return (
    <Modal
      open={store !== null}
      title={
        store
          ? `${deactivating ? 'Deactivate' : 'Activate'} ${store.name}?`
          : ''
      }
      okText={deactivating ? 'Deactivate' : 'Activate'}
      okButtonProps={{ danger: deactivating, loading: pending }}
      cancelText="Cancel"
      onOk={() => store && onConfirm(store)}
      onCancel={onCancel}
    >
      <p>
        {deactivating
          ? 'Its storefront shows the inactive-store page and its customers cannot log in until you activate it again.'
          : 'Its storefront opens to customers again.'}
      </p>
    </Modal>
  );
}
