import { useNavigate } from 'shared/router';
import type { TrackOrderDialogProps } from 'shared/contracts';
import { AntdTheme, Modal } from 'shared/ui/antd';
import type { TrackedOrder } from './api';
import { TrackOrderForm } from './components/TrackOrderForm';
import { useStorefrontT } from '../../i18n/t';

/** Props of the Track order dialog (a shared contract: the shell's header opens it). */
export type { TrackOrderDialogProps };

/** The storefront's order-tracking path of an order number. */
export const orderTrackingPath = (basePath: string, orderNumber: string) =>
  `${basePath.replace(/\/$/, '')}/order-tracking/${encodeURIComponent(orderNumber)}`;

/** The Track order dialog; on success it closes and opens the order's tracking page. */
export function TrackOrderDialog({
  open,
  onClose,
  basePath = '',
}: TrackOrderDialogProps) {
  const t = useStorefrontT();
  const navigate = useNavigate();
  const handleTracked = (order: TrackedOrder) => {
    onClose();
    navigate(orderTrackingPath(basePath, order.order_number));
  };
  return (
    <AntdTheme>
      <Modal
        open={open}
        title={t('tracking.title')}
        footer={null}
        onCancel={onClose}
        destroyOnHidden
      >
        <TrackOrderForm onTracked={handleTracked} onCancel={onClose} />
      </Modal>
    </AntdTheme>
  );
}

export default TrackOrderDialog;
