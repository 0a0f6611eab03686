import { NavLink, Outlet } from 'shared/router';
import { usePortalBase } from '../../../records/basePath';
import { useCanReadVendorInvoices } from '../hooks';
import { vendorInvoicePaths } from '../paths';
import '../vendorInvoices.css';
import { useStorePortalT } from '../../../i18n/t';

/**
 * The vendors area's two tabs above its pages: the linked vendors (/portal/vendors) and the
 * invoices they sent (/portal/vendors/invoices). Links, so each tab is a URL; shown to those who
 * may open both (the pages say why to anyone else).
 */
export function VendorsAreaTabs() {
  const t = useStorePortalT();
  const base = usePortalBase();
  const canRead = useCanReadVendorInvoices();
  return (
    <>
      {canRead && (
        <nav aria-label={t('vendorInvoices.area')} className="vi-tabs">
          <NavLink end to={vendorInvoicePaths.vendors(base)} className="vi-tab">
            {t('vendorInvoices.vendors')}
          </NavLink>
          <NavLink to={vendorInvoicePaths.list(base)} className="vi-tab">
            {t('vendorInvoices.title')}
          </NavLink>
        </nav>
      )}
      <Outlet />
    </>
  );
}
