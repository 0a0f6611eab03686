import { useState } from 'react';
import { isApiError } from 'shared/api';
import type { StoreVendor } from 'shared/contracts/storeVendors';
import { Button, Modal, Typography } from 'shared/ui/antd';
import { moveStoreVendor } from '../api';
import { useRefreshVendors } from '../hooks';

const FALLBACK = 'We could not make this change. Please try again.';

/** Deactivate (after a confirm) or reactivate one vendor link; a stale version reloads the list. */
export function VendorLinkAction({ vendor }: { vendor: StoreVendor }) {
  const refresh = useRefreshVendors();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const move = vendor.is_active ? 'deactivate' : 'reactivate';

  const run = async () => {
    setAsking(false);
    setPending(true);
    setError(null);
    try {
      await moveStoreVendor(vendor.id, move, vendor.version);
      await refresh();
    } catch (caught) {
      setError(
        caught instanceof Error && caught.message ? caught.message : FALLBACK,
      );
      if (isApiError(caught) && caught.status === 409) await refresh();
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        danger={vendor.is_active}
        loading={pending}
        aria-label={`${vendor.is_active ? 'Deactivate' : 'Reactivate'} ${vendor.name}`}
        onClick={() => (vendor.is_active ? setAsking(true) : void run())}
      >
        {vendor.is_active ? 'Deactivate' : 'Reactivate'}
      </Button>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      <Modal
        open={asking}
        title={`Deactivate ${vendor.name}?`}
        okText="Deactivate"
        okButtonProps={{ danger: true }}
        cancelText="Cancel"
        onOk={() => void run()}
        onCancel={() => setAsking(false)}
      >
        <p>
          {vendor.name} gets no new work orders from your store and no longer
          sees its work orders until you reactivate the link.
        </p>
      </Modal>
    </>
  );
}
