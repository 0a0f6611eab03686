import { Outlet } from 'shared/router';
import { useTenant } from 'shared/tenant';
import { MAIN_CONTENT_ID, SkipLink } from '../a11y/SkipLink';
import { CustomerHeader } from './CustomerHeader';
import { useShellT } from './CustomerMessages';
import { PLATFORM_NAME } from './platform';
import './customer.css';

/**
 * Storefront frame: skip link, top bar text, header, the page, and the footer with policy links and 'Powered by'.
 * Plain HTML + CSS on the white-label variables: the storefront's first load carries no antd (ADR 0002).
 */
export function CustomerLayout() {
  const t = useShellT();
  const { storeSettings } = useTenant();
  const topBar = storeSettings?.top_bar_text;
  const privacy = storeSettings?.privacy_policy_link;
  const terms = storeSettings?.terms_conditions_link;
  return (
    <div className="cl-frame">
      <SkipLink />
      {topBar && (
        <div role="note" className="cl-top-bar">
          {topBar}
        </div>
      )}
      <CustomerHeader />
      <main id={MAIN_CONTENT_ID} className="cl-content">
        <Outlet />
      </main>
      <footer className="cl-footer">
        <div className="cl-footer__links">
          {privacy && (
            <a href={privacy} target="_blank" rel="noopener noreferrer">
              {t('footer.privacy')}
            </a>
          )}
          {terms && (
            <a href={terms} target="_blank" rel="noopener noreferrer">
              {t('footer.terms')}
            </a>
          )}
        </div>
        <span className="cl-footer__powered">
          {t('footer.poweredBy', { platform: PLATFORM_NAME })}
        </span>
      </footer>
    </div>
  );
}
