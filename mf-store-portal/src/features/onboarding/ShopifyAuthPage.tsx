import { Link } from 'shared/router';
import { StatusPage } from 'shared/ui';

/** /shopify-auth: no Shopify app is set up on this platform, so the page says so plainly. */
export function ShopifyAuthPage() {
  return (
    <section className="onboarding">
      <StatusPage mark="!" tone="warning" title="Shopify is not configured">
        <p>
          This platform has no Shopify app set up, so a Shopify store cannot be
          connected here. Ask the platform&apos;s administrator to configure
          one.
        </p>
        <p>
          <Link to="/portal/login">Go to the store portal</Link>
        </p>
      </StatusPage>
    </section>
  );
}
