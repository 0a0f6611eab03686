import { NavLink, Outlet } from 'shared/router';
import { usePortalBase } from '../../../records/basePath';
import { priceListPaths } from '../price-lists/api';
import { useStorePortalT } from '../../../i18n/t';
import { useServiceAccess } from '../hooks';
import '../price-lists/priceLists.css';

/**
 * The services area's two tabs: the services (/portal/store-services) and the store's price lists
 * (/portal/store-services/price-lists). Links, so each tab is a URL; shown to those who may open both.
 */
export function StoreServicesTabs() {
  const t = useStorePortalT();
  const base = usePortalBase();
  const { canView } = useServiceAccess();
  return (
    <>
      {canView && (
        <nav aria-label={t('services.area')} className="spl-tabs">
          <NavLink end to={priceListPaths.services(base)} className="spl-tab">
            {t('services.title')}
          </NavLink>
          <NavLink to={priceListPaths.list(base)} className="spl-tab">
            {t('services.priceLists')}
          </NavLink>
        </nav>
      )}
      <Outlet />
    </>
  );
}
