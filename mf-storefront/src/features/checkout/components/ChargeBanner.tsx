import { Alert } from 'shared/ui/antd';
import { chargeItemName } from '../../../text/customerText';
import type { PaymentTarget } from '../api';

export interface ChargeBannerProps {
  target: PaymentTarget;
}

const REQUESTERS = {
  store_owner: 'the store owner',
  vendor: 'the vendor',
} as const;

/** Who asked for an additional or extra charge (spec section 6), why, and for which service. */
export function ChargeBanner({ target }: ChargeBannerProps) {
  if (target.kind === 'order') return null;
  const requester = REQUESTERS[target.requested_by ?? 'store_owner'];
  const kind = target.kind === 'additional' ? 'additional' : 'extra';
  const item = chargeItemName(target.work_order, target.order);
  return (
    <Alert
      type="info"
      showIcon
      className="co-banner"
      title={`This ${kind} charge was requested by ${requester}.`}
      description={
        <>
          {target.reason && <div>Reason: {target.reason}</div>}
          {item && <div>For: {item}</div>}
        </>
      }
    />
  );
}
