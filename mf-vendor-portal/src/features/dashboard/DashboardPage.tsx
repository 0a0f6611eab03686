import { Link } from 'shared/router';
import useSWR from 'swr';
import { useSession } from 'shared/session';
import { localiseErrorMessage } from 'shared/i18n';
import { ErrorState, PageLoader } from 'shared/ui';
import { Card } from 'shared/ui/antd';
import { SALES_ORDER, WORK_ORDER, type Machine } from 'shared/workflow';
import { useBasePath } from '../../basePath';
import { statusText, useVendorT } from '../../i18n/t';
import { vendorPortalPaths } from '../../paths';
import { getSalesOrders, vendorSalesKeys } from '../../records/salesApi';
import { getWorkOrders, workOrderKeys } from '../../records/workOrderApi';
import { useMyVendor } from './hooks';

// The statuses worth a glance: what waits on the workshop (closed ones are in the lists).
const WORK_STATUSES = [
  'assigned',
  'accepted',
  'in_progress',
  'on_hold',
  'done',
];
const ORDER_STATUSES = ['new', 'in_progress', 'ready', 'shipped'];
const COUNTS = { page: 1, page_size: 1 };

/** One card of counts by status, each a link to the list on that status. */
function StatusCounts({
  title,
  machine,
  statuses,
  counts,
  listPath,
}: {
  title: string;
  machine: Machine<string>;
  statuses: string[];
  counts: Record<string, number> | undefined;
  listPath: string;
}) {
  const t = useVendorT();
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{title}</h2>}>
      {counts ? (
        <ul
          aria-label={title}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {statuses.map((status) => (
            <li key={status} style={{ padding: '4px 0' }}>
              <Link to={`${listPath}?status=${status}`}>
                {statusText(machine, status)}: {counts[status] ?? 0}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <PageLoader
          label={t('dashboard.loading', { what: title.toLowerCase() })}
        />
      )}
    </Card>
  );
}

/**
 * The vendor portal's landing page, for the owner and staff alike (both work the jobs): the
 * workshop's name, then what waits on it: the stores' work orders and its own orders by status.
 */
export function DashboardPage() {
  const base = useBasePath();
  const t = useVendorT();
  const session = useSession();
  const { vendor, isLoading, error, retry } = useMyVendor();
  const work = useSWR(workOrderKeys.list(COUNTS), () => getWorkOrders(COUNTS));
  const orders = useSWR(vendorSalesKeys.orders(COUNTS), () =>
    getSalesOrders(COUNTS),
  );
  const firstName = session?.user?.first_name;

  if (isLoading) return <PageLoader />;
  if (error || !vendor) {
    return (
      <ErrorState
        title={t('dashboard.loadFailed')}
        message={localiseErrorMessage(error?.message ?? '')}
        onRetry={retry}
      />
    );
  }
  return (
    <div style={{ padding: 24 }}>
      {/* The heading is the workshop's name (the tab's site name too): the tab says Dashboard. */}
      <h1 style={{ margin: '0 0 8px' }} data-page-title={t('menu.dashboard')}>
        {vendor.name}
      </h1>
      <p style={{ margin: '0 0 16px', fontSize: 16 }}>
        {firstName
          ? t('dashboard.welcomeName', { name: firstName })
          : t('dashboard.welcome')}
      </p>
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns:
            'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
        }}
      >
        <StatusCounts
          title={t('dashboard.work')}
          machine={WORK_ORDER as Machine<string>}
          statuses={WORK_STATUSES}
          counts={work.data?.status_counts}
          listPath={vendorPortalPaths.workOrders(base)}
        />
        <StatusCounts
          title={t('dashboard.orders')}
          machine={SALES_ORDER as Machine<string>}
          statuses={ORDER_STATUSES}
          counts={orders.data?.status_counts}
          listPath={vendorPortalPaths.salesOrders(base)}
        />
      </div>
    </div>
  );
}
