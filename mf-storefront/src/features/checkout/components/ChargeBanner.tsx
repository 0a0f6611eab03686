import { Alert } from 'shared/ui/antd';
import type { PaymentTarget } from '../api';

export interface ChargeBannerProps {
  target: PaymentTarget;
}

const REQUESTERS = {
  store_owner: 'the store owner',
  vendor: 'the vendor',
} as const;

/** Who asked for an additional or extra charge (spec section 6), why, and for which work order item. */
export function ChargeBanner({ target }: ChargeBannerProps) {
  if (target.kind === 'order') return null;
  const requester = REQUESTERS[target.requested_by ?? 'store_owner'];
  const kind = target.kind === 'additional' ? 'additional' : 'extra';
  return (
    <Alert
      type="info"
      showIcon
      className="co-banner"
      title={`This ${kind} charge was requested by ${requester}.`}
      description={
        <>
          {target.reason && <div>Reason: {target.reason}</div>}
          {target.work_order?.item_number && (
            <div>Work order item: {target.work_order.item_number}</div>
          )}
        </>
      }
    />
  );
}
