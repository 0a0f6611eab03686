import { Link } from 'shared/router';
import { Banner, ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { PagedTable } from 'shared/ui/table';
import { PlusOutlined } from 'shared/ui/antd';
import { serviceBuilderPaths } from '../../paths';
import { vendorServiceColumns } from './columns';
import { ServiceFilters } from './components/ServiceFilters';
import {
  useServiceRowActions,
  useVendorServicePage,
  vendorServiceQuery,
} from './hooks';
import './vendorServices.css';

const FILTER_KEYS = ['status'] as const;
const paths = serviceBuilderPaths.vendor;

/** Props of VendorServicesPage. */
export interface VendorServicesPageProps {
  /** where the shell mounted the builder ('/portal' on the vendor host) */
  basePath: string;
}

/**
 * The vendor owner's services (/portal/services): search, status, sorting and pages on the server,
 * kept in the URL; open, duplicate or delete a service; a service saved anywhere shows at once.
 */
export function VendorServicesPage({ basePath }: VendorServicesPageProps) {
  const table = useTableQuery({ filterKeys: FILTER_KEYS });
  const apiQuery = vendorServiceQuery(table.apiQuery);
  const ordering = String(apiQuery.ordering ?? '');
  const { page, error, isLoading, refresh } = useVendorServicePage(apiQuery);
  const actions = useServiceRowActions({
    basePath,
    refresh,
    onDeleted: () => {
      // the last row of a later page went: show the page before it
      if (page?.results.length === 1 && table.query.page > 1)
        table.setPage(table.query.page - 1);
      else void refresh();
    },
  });
  const columns = vendorServiceColumns({
    servicePath: (id) => paths.service(basePath, id),
    busyId: actions.busyId,
    onDuplicate: actions.duplicate,
    onDelete: actions.confirmDelete,
  });

  return (
    <section className="vsl-page" aria-labelledby="vsl-title">
      <div className="vsl-head">
        <h1 id="vsl-title">Services</h1>
        <Link className="ui-button vsl-new" to={paths.newService(basePath)}>
          <PlusOutlined aria-hidden="true" /> New service
        </Link>
      </div>
      <p className="vsl-subtitle">
        The services your workshop offers. Open one to change its details and
        options.
      </p>
      {actions.problem && <Banner type="failure" title={actions.problem} />}
      <ServiceFilters
        table={table}
        ordering={ordering}
        counts={page?.status_counts}
      />
      {error && !page ? (
        <ErrorState
          title="We could not load your services."
          message={error.message}
          onRetry={() => void refresh()}
        />
      ) : (
        <PagedTable
          label="Services"
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          defaultOrdering="name"
          loadingLabel="Loading the services"
          filteredText="No services match this search and filter."
          clearText="Show all services"
          emptyText="You have no services yet. Create your first one, then add the options your customers choose from."
          emptyAction={
            <Link className="ui-button vsl-new" to={paths.newService(basePath)}>
              <PlusOutlined aria-hidden="true" /> New service
            </Link>
          }
        />
      )}
    </section>
  );
}
