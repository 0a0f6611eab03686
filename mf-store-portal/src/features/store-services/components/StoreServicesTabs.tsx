import { NavLink, Outlet } from 'shared/router';
import { usePortalBase } from '../../../records/basePath';
import { priceListPaths } from '../price-lists/api';
import { useServiceAccess } from '../hooks';
import '../price-lists/priceLists.css';

/**
 * The services area's two tabs: the services (/portal/store-services) and the store's price lists
 * (/portal/store-services/price-lists). Links, so each tab is a URL; shown to those who may open both.
 */
export function StoreServicesTabs() {
  const base = usePortalBase();
  const { canView } = useServiceAccess();
  return (
    <>
      {canView && (
        <nav aria-label="Services area" className="spl-tabs">
          <NavLink end to={priceListPaths.services(base)} className="spl-tab">
            Services
          </NavLink>
          <NavLink to={priceListPaths.list(base)} className="spl-tab">
            Price lists
          </NavLink>
        </nav>
      )}
      <Outlet />
    </>
  );
}
