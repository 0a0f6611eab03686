import { Link } from 'shared/router';
import { StatusPage } from 'shared/ui';
import { useStorePortalT } from '../../i18n/t';

/** /shopify-auth: no Shopify app is set up on this platform, so the page says so plainly. */
export function ShopifyAuthPage() {
  const t = useStorePortalT();
  return (
    <section className="onboarding">
      <StatusPage mark="!" tone="warning" title={t('onboarding.shopify.title')}>
        <p>{t('onboarding.shopify.text')}</p>
        <p>
          <Link to="/portal/login">{t('onboarding.shopify.portal')}</Link>
        </p>
      </StatusPage>
    </section>
  );
}
