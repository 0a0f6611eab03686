import type { VendorIntegrations } from 'shared/contracts/vendorSetup';
import { Card, Tag } from 'shared/ui/antd';
import { useVendorT } from '../../../i18n/t';

/** Props of PayoutStatus. */
export interface PayoutStatusProps {
  payouts: VendorIntegrations['payouts'];
}

/** Where payouts go: Stripe Connect's state, and the built-in test provider's account (from /bank-detail). */
export function PayoutStatus({ payouts }: PayoutStatusProps) {
  const t = useVendorT();
  const test = payouts.test_provider;
  return (
    <div className="int-payouts">
      <Card title={t('integrations.stripe')}>
        {payouts.stripe_connect === 'not_configured' ? (
          <>
            <p>
              <Tag>{t('integrations.notConfigured')}</Tag>
            </p>
            <p>{t('integrations.noStripe')}</p>
          </>
        ) : (
          <>
            <p>
              <Tag color="warning">{t('integrations.notConnected')}</Tag>
            </p>
            <p>{t('integrations.noStripeAccount')}</p>
          </>
        )}
      </Card>
      <Card title={t('integrations.testProvider')}>
        {test.status === 'connected' ? (
          <>
            <p>
              <Tag color="success">{t('integrations.connected')}</Tag>
            </p>
            <p>
              {t(`integrations.payoutsTo.${test.kind ?? 'account'}`, {
                holder: test.account_holder ?? '',
                last4: test.last4 ?? '',
              })}
            </p>
          </>
        ) : (
          <>
            <p>
              <Tag color="warning">{t('integrations.notConnected')}</Tag>
            </p>
            <p>{t('integrations.noPayout')}</p>
          </>
        )}
      </Card>
    </div>
  );
}
