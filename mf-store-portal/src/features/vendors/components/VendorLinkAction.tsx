import { useState } from 'react';
import { isApiError } from 'shared/api';
import type { StoreVendor } from 'shared/contracts/storeVendors';
import { Button, Modal, Typography } from 'shared/ui/antd';
import { moveStoreVendor } from '../api';
import { useRefreshVendors } from '../hooks';
import { errorWords, useStorePortalT } from '../../../i18n/t';

/** Deactivate (after a confirm) or reactivate one vendor link; a stale version reloads the list. */
export function VendorLinkAction({ vendor }: { vendor: StoreVendor }) {
  const t = useStorePortalT();
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
      setError(errorWords(caught) ?? t('vendors.actionFailed'));
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
        aria-label={t(
          vendor.is_active
            ? 'vendors.deactivateNamed'
            : 'vendors.reactivateNamed',
          { name: vendor.name },
        )}
        onClick={() => (vendor.is_active ? setAsking(true) : void run())}
      >
        {t(vendor.is_active ? 'vendors.deactivate' : 'vendors.reactivate')}
      </Button>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      <Modal
        open={asking}
        title={t('vendors.deactivateTitle', { name: vendor.name })}
        okText={t('vendors.deactivate')}
        okButtonProps={{ danger: true }}
        cancelText={t('vendors.cancel')}
        onOk={() => void run()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('vendors.deactivateText', { name: vendor.name })}</p>
      </Modal>
    </>
  );
}
