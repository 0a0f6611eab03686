import { useMemo, useState } from 'react';
import { Link } from 'shared/router';
import { downloadFile, isApiError, saveFile } from 'shared/api';
import {
  VENDOR_IMPORT_ORDERINGS,
  VENDOR_IMPORT_STATUSES,
} from 'shared/contracts/vendorSetup';
import { Banner, ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { Button, DownloadOutlined, Radio } from 'shared/ui/antd';
import { PagedTable } from 'shared/ui/table';
import { useBasePath } from '../../basePath';
import { toApiQuery } from '../../components/RecordTable';
import { vendorPortalPaths } from '../../paths';
import { IMPORT_TEMPLATE } from '../../records/salesApi';
import { importColumns } from './columns';
import { useImports } from './hooks';
import '../../components/shopFloor.css';
import '../../components/vendorSales.css';
import { errorWords } from '../../i18n/t';

const FILTERS = ['status'] as const;
const TABS = {
  all: 'All',
  imported: 'Imported',
  refused: 'Refused',
} as const;

/**
 * /portal/setting/import-salesorders (owner only): the bulk sales-order import's history
 * (who, when, which file, rows imported and refused), server-side paged, with the way to run an
 * import and its template.
 */
export function ImportSettingsPage() {
  const basePath = useBasePath();
  const table = useTableQuery({ filterKeys: FILTERS });
  const apiQuery = toApiQuery(
    table.apiQuery,
    VENDOR_IMPORT_ORDERINGS,
    VENDOR_IMPORT_STATUSES,
  );
  const { page, error, isLoading, retry } = useImports(apiQuery);
  const columns = useMemo(() => importColumns(), []);
  const [failure, setFailure] = useState<string | null>(null);
  const status = String(apiQuery.status ?? '') as
    '' | (typeof VENDOR_IMPORT_STATUSES)[number];

  if (!page && isApiError(error) && error.status === 403)
    return (
      <ErrorState
        title="Only the workshop's owner manages its settings"
        message="Ask the owner of your workshop."
      />
    );

  const handleTemplate = async () => {
    setFailure(null);
    try {
      saveFile(await downloadFile(IMPORT_TEMPLATE));
    } catch (e) {
      setFailure(errorWords(e) ?? 'The download failed.');
    }
  };

  return (
    <div className="vp-page vp-page--wide vp-stack">
      <h1>Sales order import</h1>
      <p>
        Import many sales orders at once from a CSV or XLSX file made from the
        template. Every import is listed here: what it imported, or why it was
        refused (a file with any wrong row imports nothing).
      </p>
      <div className="vp-actions">
        <Link
          className="vs-link-button vs-link-button--primary"
          to={vendorPortalPaths.importSalesOrders(basePath)}
        >
          Import sales orders
        </Link>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          onClick={() => void handleTemplate()}
        >
          Download the template (CSV)
        </Button>
      </div>
      {failure && <Banner type="failure" title={failure} />}
      <h2>Imports</h2>
      <Radio.Group
        aria-label="Result"
        optionType="button"
        className="vp-tabs"
        value={status || 'all'}
        onChange={(event) => {
          const value = String(event.target.value);
          table.setFilter('status', value === 'all' ? null : value);
        }}
        options={Object.entries(TABS).map(([value, label]) => ({
          value,
          label: `${label} (${page?.status_counts[value] ?? 0})`,
        }))}
      />
      {error && !page ? (
        <ErrorState
          title="We could not load your imports."
          message={errorWords(error)}
          onRetry={retry}
        />
      ) : (
        <PagedTable
          label="Imports"
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          loadingLabel="Loading your imports"
          defaultOrdering="-created_on"
          emptyText={
            status
              ? `No ${TABS[status].toLowerCase()} imports.`
              : 'No imports yet. Import your first file of sales orders: download the template, fill it in and upload it.'
          }
          emptyAction={
            status ? undefined : (
              <Link
                className="vs-link-button"
                to={vendorPortalPaths.importSalesOrders(basePath)}
              >
                Import sales orders
              </Link>
            )
          }
        />
      )}
      <p>
        <Link to={vendorPortalPaths.settings(basePath)}>Back to settings</Link>
      </p>
    </div>
  );
}
