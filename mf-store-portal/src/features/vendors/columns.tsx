import { Link } from 'shared/router';
import type { StoreVendor } from 'shared/contracts/storeVendors';
import { formatDate } from 'shared/dates';
import type { TableColumnsType } from 'shared/ui/antd';
import { Tag } from 'shared/ui/antd';
import { storePortalPaths } from '../../paths';
import { VendorLinkAction } from './components/VendorLinkAction';

/** Truncation: past 60 characters, cut to the length minus 1 and an ellipsis. */
const truncated = (text: string) =>
  text.length > 60 ? `${text.slice(0, 59)}…` : text;

/** The linked vendors' columns; the last one deactivates or reactivates a link (when allowed). */
export const storeVendorColumns = (
  base: string,
  canEdit: boolean,
): TableColumnsType<StoreVendor> => [
  {
    title: 'Vendor',
    key: 'name',
    sorter: true,
    render: (_: unknown, vendor: StoreVendor) => (
      <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        {/* the logo and description come from the vendor's own profile */}
        {vendor.logo && <img src={vendor.logo} alt="" width={28} height={28} />}
        <span>
          <Link
            to={storePortalPaths.commissionRules(base, vendor.id)}
            aria-label={`${vendor.name}: commission rules`}
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
    title: 'Contact email',
    key: 'contact_email',
    render: (_: unknown, vendor: StoreVendor) =>
      vendor.contact_email ? (
        <a href={`mailto:${vendor.contact_email}`}>{vendor.contact_email}</a>
      ) : (
        'No contact yet'
      ),
  },
  {
    title: 'Linked since',
    key: 'since',
    sorter: true,
    render: (_: unknown, vendor: StoreVendor) => formatDate(vendor.since),
  },
  {
    title: 'Open work orders',
    dataIndex: 'open_work_orders',
    key: 'open_work_orders',
    sorter: true,
  },
  {
    title: 'Status',
    key: 'status',
    render: (_: unknown, vendor: StoreVendor) =>
      vendor.is_active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>,
  },
  ...(canEdit
    ? [
        {
          title: 'Actions',
          key: 'actions',
          render: (_: unknown, vendor: StoreVendor) => (
            <VendorLinkAction vendor={vendor} />
          ),
        },
      ]
    : []),
];
