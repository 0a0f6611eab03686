import { Alert } from 'shared/ui/antd/core';
import { chargeItemName } from '../../../text/customerText';
import type { PaymentTarget } from '../api';
import { useStorefrontT } from '../../../i18n/t';

export interface ChargeBannerProps {
  target: PaymentTarget;
}

/** Who asked for an additional or extra charge, why, and for which service. */
export function ChargeBanner({ target }: ChargeBannerProps) {
  const t = useStorefrontT();
  if (target.kind === 'order') return null;
  const requester = target.requested_by ?? 'store_owner';
  const kind = target.kind === 'additional' ? 'additional' : 'extra';
  const item = chargeItemName(target.work_order, target.order);
  return (
    <Alert
      type="info"
      showIcon
      className="co-banner"
      title={t(`links.chargeRequested.${kind}.${requester}`)}
      description={
        <>
          {target.reason && (
            <div>{t('links.reasonIs', { reason: target.reason })}</div>
          )}
          {item && <div>{t('links.forItem', { item })}</div>}
        </>
      }
    />
  );
}
