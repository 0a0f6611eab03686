import { ErrorState, StatusPage } from 'shared/ui';
import { Skeleton } from 'shared/ui/antd';
import { errorWords, useStorePortalT } from '../../i18n/t';
import { CarrierAccounts } from './components/CarrierAccounts';
import { ScriptsForm } from './components/ScriptsForm';
import { StripeStatus } from './components/StripeStatus';
import { UrlIntegrationSwitch } from './components/UrlIntegrationSwitch';
import {
  useIntegrationMoves,
  useIntegrations,
  useIntegrationsAccess,
} from './hooks';
import '../../records/records.css';
import './integrations.css';

function Integrations({
  storeId,
  isOwner,
}: {
  storeId: number;
  isOwner: boolean;
}) {
  const t = useStorePortalT();
  const { integrations, error, isLoading, retry } = useIntegrations(storeId);
  const moves = useIntegrationMoves(storeId);
  if (isLoading && !integrations)
    return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!integrations)
    return (
      <ErrorState
        title={t('integrations.loadFailed')}
        message={errorWords(error) ?? ''}
        onRetry={retry}
      />
    );
  return (
    <div className="integrations-cards">
      <CarrierAccounts
        carriers={integrations.carriers}
        isOwner={isOwner}
        moves={moves}
      />
      <StripeStatus stripe={integrations.stripe} />
      <UrlIntegrationSwitch
        isEnabled={integrations.is_url_integration_enabled}
        version={integrations.version}
        isOwner={isOwner}
        onSave={moves.saveUrlIntegration}
      />
      {isOwner && (
        <ScriptsForm integrations={integrations} onSave={moves.saveScripts} />
      )}
    </div>
  );
}

/** /portal/integrations: carriers, Stripe, URL integration, scripts (owner; staff with integration read). */
export function IntegrationsPage() {
  const t = useStorePortalT();
  const { storeId, isOwner, canRead } = useIntegrationsAccess();
  if (!canRead || storeId === null)
    return (
      <StatusPage
        mark="403"
        tone="warning"
        title={t('integrations.deniedTitle')}
      >
        <p>{t('integrations.deniedText')}</p>
      </StatusPage>
    );
  return (
    <section className="rec-list" aria-labelledby="integrations-title">
      <h1 id="integrations-title">{t('integrations.title')}</h1>
      <Integrations storeId={storeId} isOwner={isOwner} />
    </section>
  );
}
