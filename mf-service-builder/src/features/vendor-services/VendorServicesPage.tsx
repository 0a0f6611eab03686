import { Link } from 'shared/router';
import { Banner, ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { PagedTable } from 'shared/ui/table';
import { PlusOutlined } from 'shared/ui/antd';
import { serviceBuilderPaths } from '../../paths';
import { useBuilderT } from '../../i18n/t';
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
  const t = useBuilderT();
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
    t,
  });

  return (
    <section className="vsl-page" aria-labelledby="vsl-title">
      <div className="vsl-head">
        <h1 id="vsl-title">{t('list.title')}</h1>
        <Link className="ui-button vsl-new" to={paths.newService(basePath)}>
          <PlusOutlined aria-hidden="true" /> {t('list.newService')}
        </Link>
      </div>
      <p className="vsl-subtitle">{t('list.subtitle')}</p>
      {actions.problem && <Banner type="failure" title={actions.problem} />}
      <ServiceFilters
        table={table}
        ordering={ordering}
        counts={page?.status_counts}
      />
      {error && !page ? (
        <ErrorState
          title={t('list.loadFailed')}
          message={error.message}
          onRetry={() => void refresh()}
        />
      ) : (
        <PagedTable
          label={t('list.table')}
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          defaultOrdering="name"
          loadingLabel={t('list.loading')}
          filteredText={t('list.filtered')}
          clearText={t('list.clear')}
          emptyText={t('list.empty')}
          emptyAction={
            <Link className="ui-button vsl-new" to={paths.newService(basePath)}>
              <PlusOutlined aria-hidden="true" /> {t('list.newService')}
            </Link>
          }
        />
      )}
    </section>
  );
}
