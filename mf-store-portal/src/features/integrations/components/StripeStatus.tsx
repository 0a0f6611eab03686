import type { Integrations } from 'shared/contracts/billing';
import { Card, Tag } from 'shared/ui/antd';
import { useStorePortalT } from '../../../i18n/t';

/** Props of StripeStatus. */
export interface StripeStatusProps {
  stripe: Integrations['stripe'];
}

const COLOURS = {
  connected: 'success',
  not_connected: 'warning',
  not_configured: 'default',
} as const;

/** Stripe, as the payments provider reports it ("not configured" when the platform has no key). */
export function StripeStatus({ stripe }: StripeStatusProps) {
  const t = useStorePortalT();
  const color = COLOURS[stripe.status];
  return (
    <Card title="Stripe">
      <p>
        <Tag color={color}>{t(`integrations.stripe.${stripe.status}`)}</Tag>
      </p>
      <p>
        {stripe.status === 'not_configured'
          ? t('integrations.stripe.noKey')
          : stripe.status === 'connected'
            ? t('integrations.stripe.payoutsTo', {
                last4: stripe.account_last4 ?? '',
              })
            : t('integrations.stripe.connect')}
      </p>
    </Card>
  );
}
