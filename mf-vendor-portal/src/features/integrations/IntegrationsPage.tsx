import { useState } from 'react';
import { Link } from 'shared/router';
import { isApiError } from 'shared/api';
import type { CreatedVendorApiKey } from 'shared/contracts/vendorSetup';
import { ErrorState, PageLoader } from 'shared/ui';
import { useBasePath } from '../../basePath';
import { vendorPortalPaths } from '../../paths';
import { ApiKeyList } from './components/ApiKeyList';
import { CreatedKey } from './components/CreatedKey';
import { NewKeyForm } from './components/NewKeyForm';
import { PayoutStatus } from './components/PayoutStatus';
import { useIntegrations } from './hooks';
import '../../components/shopFloor.css';
import '../../components/vendorSales.css';
import './integrations.css';
import { errorWords, useVendorT, vpt } from '../../i18n/t';

/**
 * /portal/setting/integrations (owner only): API keys for the workshop's own systems
 * (shown once when created, then only their last 4 characters; revoked after a confirm) and where
 * payouts go.
 */
export function IntegrationsPage() {
  const base = useBasePath();
  const t = useVendorT();
  const { integrations, error, isLoading, retry, refresh } = useIntegrations();
  const [created, setCreated] = useState<CreatedVendorApiKey | null>(null);
  if (isLoading && !integrations)
    return <PageLoader label={t('integrations.loading')} />;
  if (!integrations)
    return isApiError(error) && error.status === 403 ? (
      <ErrorState
        title={t('settings.ownerOnly')}
        message={t('settings.askOwner')}
      />
    ) : (
      <ErrorState
        title={t('integrations.loadFailed')}
        message={errorWords(error)}
        onRetry={retry}
      />
    );
  const { api_keys: keys, max_active_keys: max } = integrations;
  return (
    <div className="vp-page vp-stack">
      <h1 id="integrations-title">{t('integrations.title')}</h1>
      <section className="vp-stack" aria-labelledby="int-keys">
        <h2 id="int-keys">{t('integrations.keys')}</h2>
        <p>{t('integrations.keysIntro', { max })}</p>
        {created && (
          <CreatedKey created={created} onDone={() => setCreated(null)} />
        )}
        <ApiKeyList keys={keys} onChanged={refresh} />
        {keys.length >= max ? (
          <p>{vpt('validation.apiKeyTooMany')}</p>
        ) : (
          <NewKeyForm
            onCreated={async (key) => {
              setCreated(key);
              await refresh();
            }}
          />
        )}
      </section>
      <section className="vp-stack" aria-labelledby="int-payouts">
        <h2 id="int-payouts">{t('integrations.payouts')}</h2>
        <PayoutStatus payouts={integrations.payouts} />
      </section>
      <p>
        <Link to={vendorPortalPaths.settings(base)}>{t('addresses.back')}</Link>
      </p>
    </div>
  );
}
