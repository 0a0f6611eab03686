import { Link } from 'shared/router';
import type { StoreVendor } from 'shared/contracts/storeVendors';
import { formatDate } from 'shared/dates';
import type { TableColumnsType } from 'shared/ui/antd';
import { Tag } from 'shared/ui/antd';
import { storePortalPaths } from '../../paths';
import type { Translate } from '../../i18n/t';
import { VendorLinkAction } from './components/VendorLinkAction';

/** Truncation: past 60 characters, cut to the length minus 1 and an ellipsis. */
const truncated = (text: string) =>
  text.length > 60 ? `${text.slice(0, 59)}…` : text;

/** The linked vendors' columns; the last one deactivates or reactivates a link (when allowed). */
export const storeVendorColumns = (
  base: string,
  canEdit: boolean,
  t: Translate,
): TableColumnsType<StoreVendor> => [
  {
    title: t('vendors.vendor'),
    key: 'name',
    sorter: true,
    render: (_: unknown, vendor: StoreVendor) => (
      <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        {/* the logo and description come from the vendor's own profile */}
        {vendor.logo && <img src={vendor.logo} alt="" width={28} height={28} />}
        <span>
          <Link
            to={storePortalPaths.commissionRules(base, vendor.id)}
            aria-label={t('vendors.rulesLink', { name: vendor.name })}
          >
            {vendor.name}
          </Link>
          {vendor.description && (
            <span style={{ display: 'block' }}>
              {truncated(vendor.description)}
            </span>
          )}
        </span>
      </span>
    ),
  },
  {
    title: t('vendors.contactEmail'),
    key: 'contact_email',
    render: (_: unknown, vendor: StoreVendor) =>
      vendor.contact_email ? (
        <a href={`mailto:${vendor.contact_email}`}>{vendor.contact_email}</a>
      ) : (
        t('vendors.noContact')
      ),
  },
  {
    title: t('vendors.since'),
    key: 'since',
    sorter: true,
    render: (_: unknown, vendor: StoreVendor) => formatDate(vendor.since),
  },
  {
    title: t('vendors.openWorkOrders'),
    dataIndex: 'open_work_orders',
    key: 'open_work_orders',
    sorter: true,
  },
  {
    title: t('vendors.status'),
    key: 'status',
    render: (_: unknown, vendor: StoreVendor) =>
      vendor.is_active ? (
        <Tag color="green">{t('vendors.statuses.active')}</Tag>
      ) : (
        <Tag>{t('vendors.statuses.inactive')}</Tag>
      ),
  },
  ...(canEdit
    ? [
        {
          title: t('vendors.actions'),
          key: 'actions',
          render: (_: unknown, vendor: StoreVendor) => (
            <VendorLinkAction vendor={vendor} />
          ),
        },
      ]
    : []),
];
