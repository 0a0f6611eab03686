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
import { errorWords, useVendorT } from '../../i18n/t';

const FILTERS = ['status'] as const;
const TABS = ['all', 'imported', 'refused'] as const;
const EMPTY = { imported: 'emptyImported', refused: 'emptyRefused' } as const;

/**
 * /portal/setting/import-salesorders (owner only): the bulk sales-order import's history
 * (who, when, which file, rows imported and refused), server-side paged, with the way to run an
 * import and its template.
 */
export function ImportSettingsPage() {
  const basePath = useBasePath();
  const t = useVendorT();
  const table = useTableQuery({ filterKeys: FILTERS });
  const apiQuery = toApiQuery(
    table.apiQuery,
    VENDOR_IMPORT_ORDERINGS,
    VENDOR_IMPORT_STATUSES,
  );
  const { page, error, isLoading, retry } = useImports(apiQuery);
  const columns = useMemo(() => importColumns(t), [t]);
  const [failure, setFailure] = useState<string | null>(null);
  const status = String(apiQuery.status ?? '') as
    '' | (typeof VENDOR_IMPORT_STATUSES)[number];

  if (!page && isApiError(error) && error.status === 403)
    return (
      <ErrorState
        title={t('settings.ownerOnly')}
        message={t('settings.askOwner')}
      />
    );

  const handleTemplate = async () => {
    setFailure(null);
    try {
      saveFile(await downloadFile(IMPORT_TEMPLATE));
    } catch (e) {
      setFailure(errorWords(e) ?? t('imports.downloadFailed'));
    }
  };

  return (
    <div className="vp-page vp-page--wide vp-stack">
      <h1>{t('imports.title')}</h1>
      <p>{t('imports.intro')}</p>
      <div className="vp-actions">
        <Link
          className="vs-link-button vs-link-button--primary"
          to={vendorPortalPaths.importSalesOrders(basePath)}
        >
          {t('imports.run')}
        </Link>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          onClick={() => void handleTemplate()}
        >
          {t('imports.template')}
        </Button>
      </div>
      {failure && <Banner type="failure" title={failure} />}
      <h2>{t('imports.history')}</h2>
      <Radio.Group
        aria-label={t('imports.result')}
        optionType="button"
        className="vp-tabs"
        value={status || 'all'}
        onChange={(event) => {
          const value = String(event.target.value);
          table.setFilter('status', value === 'all' ? null : value);
        }}
        options={TABS.map((value) => ({
          value,
          label: t(`imports.tab.${value}`, {
            count: page?.status_counts[value] ?? 0,
          }),
        }))}
      />
      {error && !page ? (
        <ErrorState
          title={t('imports.loadFailed')}
          message={errorWords(error)}
          onRetry={retry}
        />
      ) : (
        <PagedTable
          label={t('imports.history')}
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          loadingLabel={t('imports.loading')}
          defaultOrdering="-created_on"
          emptyText={
            status ? t(`imports.${EMPTY[status]}`) : t('imports.empty')
          }
          emptyAction={
            status ? undefined : (
              <Link
                className="vs-link-button"
                to={vendorPortalPaths.importSalesOrders(basePath)}
              >
                {t('imports.run')}
              </Link>
            )
          }
        />
      )}
      <p>
        <Link to={vendorPortalPaths.settings(basePath)}>
          {t('imports.back')}
        </Link>
      </p>
    </div>
  );
}
