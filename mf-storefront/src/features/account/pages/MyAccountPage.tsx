import {
  matchPath,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
} from 'shared/router';
import { NotFoundPage } from 'shared/ui';
import { AntdTheme } from 'shared/ui/antd/core';
import { RequireCustomer } from '../components/RequireCustomer';
import { AddressesPage } from './AddressesPage';
import { EstimateDetailPage } from './EstimateDetailPage';
import { EstimatesPage } from './EstimatesPage';
import { OrderDetailPage } from './OrderDetailPage';
import { OrdersPage } from './OrdersPage';
import { ProfilePage } from './ProfilePage';
import '../account.css';
import { useStorefrontT } from '../../../i18n/t';

const MENU = [
  { to: '/myaccount/orders', key: 'orders' },
  { to: '/myaccount/estimates', key: 'estimates' },
  { to: '/myaccount/addresses', key: 'addresses' },
  { to: '/myaccount/profile', key: 'profile' },
];

/** The sub-page's own name (its section's heading), for the tab title; null for none of them. */
function useSubPageName(): string | null {
  const t = useStorefrontT();
  const { pathname } = useLocation();
  const order = matchPath('/myaccount/orders/:orderNo', pathname);
  if (order)
    return t('account.detail.title', { number: order.params.orderNo ?? '' });
  // An estimate's number is not in its address (its id is): it is titled with its list.
  if (matchPath('/myaccount/estimates/*', pathname))
    return t('account.menu.estimates');
  const item = MENU.find((m) => matchPath(m.to, pathname));
  return item ? t(`account.menu.${item.key}`) : null;
}

/** `/myaccount/*`: the customer's orders, estimates, addresses and profile (customers only). */
export function MyAccountPage() {
  const t = useStorefrontT();
  const subPage = useSubPageName();
  return (
    <RequireCustomer>
      <AntdTheme>
        <div className="sf-page">
          {/* The shell titles the tab from data-page-title: each sub-page its own. */}
          <h1
            className="sf-page__title"
            data-page-title={
              subPage ? `${subPage} · ${t('account.myAccount')}` : undefined
            }
          >
            {t('account.myAccount')}
          </h1>
          <div className="sf-account">
            <nav aria-label={t('account.myAccount')}>
              <ul className="sf-account__menu">
                {MENU.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to}>
                      {t(`account.menu.${item.key}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <section>
              <Routes>
                <Route index element={<Navigate to="orders" replace />} />
                <Route path="orders" element={<OrdersPage />} />
                <Route path="orders/:orderNo" element={<OrderDetailPage />} />
                <Route path="estimates" element={<EstimatesPage />} />
                <Route path="estimates/:id" element={<EstimateDetailPage />} />
                <Route path="addresses" element={<AddressesPage />} />
                <Route path="profile" element={<ProfilePage />} />
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </section>
          </div>
        </div>
      </AntdTheme>
    </RequireCustomer>
  );
}

export default MyAccountPage;
