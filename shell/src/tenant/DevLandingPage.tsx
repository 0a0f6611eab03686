import { useEffect } from 'react';
import type { DevLanding } from 'shared/contracts/access';
import './devLanding.css';

/** `http://acme.localhost:3000`: a host on the page's own scheme and port. */
const urlOf = (host: string, path = '') => {
  const { protocol, port } = window.location;
  return `${protocol}//${host}${port ? `:${port}` : ''}${path}`;
};

/**
 * What plain http://localhost shows in development: the demo storefronts, the two
 * portals and the demo logins, read from the api's GET /dev-landing (404 in production).
 */
export function DevLandingPage({ landing }: { landing: DevLanding }) {
  useEffect(() => {
    document.title = 'Platform demo';
  }, []);
  return (
    <main className="dev-landing">
      <h1>Platform demo</h1>
      <p>
        This page shows only in development. Pick a storefront or a portal;
        every demo account logs in with the password{' '}
        <code>{landing.password}</code>.
      </p>
      <h2>Storefronts</h2>
      <ul>
        {landing.stores.map((store) => (
          <li key={store.host}>
            <a href={urlOf(store.host)}>{store.name}</a>{' '}
            <span className="dev-landing__note">
              {store.host}
              {store.is_active ? '' : ' (inactive store)'}
            </span>
          </li>
        ))}
      </ul>
      <h2>Portals</h2>
      <ul>
        <li>
          <a href={urlOf(landing.store_portal_host, '/portal/login')}>
            Store portal
          </a>{' '}
          <span className="dev-landing__note">
            store owners, staff and the super admin
          </span>
        </li>
        <li>
          <a href={urlOf(landing.vendor_portal_host, '/login')}>
            Vendor portal
          </a>{' '}
          <span className="dev-landing__note">vendor owners and staff</span>
        </li>
      </ul>
      <h2>Demo logins</h2>
      <ul className="dev-landing__logins">
        {landing.accounts.map((account) => (
          <li key={account.email}>
            <code>{account.email}</code>{' '}
            <span className="dev-landing__note">{account.who}</span>{' '}
            <a
              href={urlOf(account.host, account.path)}
              aria-label={`Log in as ${account.email}`}
            >
              Log in
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
