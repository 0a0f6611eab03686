import { useMemo } from 'react';
import { RELEASE_REMOTES } from 'shared/contracts/releases';
import { ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { PagedTable } from 'shared/ui/table';
import { FilterBar, FilterSelect } from '../../../records/list/FilterBar';
import { auditColumns, type AuditRow } from '../columns';
import { useReleaseAudit } from '../hooks';
import { remoteLabel } from '../labels';
import { errorWords, useStorePortalT } from '../../../i18n/t';

// the remotes' names are read in the current language on each render
const remoteOptions = () =>
  RELEASE_REMOTES.map((remote) => ({
    value: remote,
    label: remoteLabel(remote),
  }));

/** The releases' audit, newest first, paged on the server and filtered by remote in the URL. */
export function AuditList() {
  const t = useStorePortalT();
  const table = useTableQuery({ filterKeys: ['remote'], defaultPageSize: 20 });
  const { page: pageNumber, page_size: pageSize, filters } = table.query;
  const apiQuery = useMemo(
    () => ({
      page: pageNumber,
      page_size: pageSize,
      ...(filters.remote ? { remote: filters.remote } : {}),
    }),
    [pageNumber, pageSize, filters.remote],
  );
  const { page, isLoading, error, retry } = useReleaseAudit(apiQuery);
  const rows = useMemo(
    () =>
      page && {
        ...page,
        results: page.results.map((entry): AuditRow => ({
          ...entry,
          id: Number(entry.id),
          entryId: entry.id,
        })),
      },
    [page],
  );
  const columns = useMemo(
    () => auditColumns(),
    // the columns' words follow the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );

  return (
    <section className="rel-section" aria-labelledby="release-audit-title">
      <h2 id="release-audit-title">{t('releases.audit.title')}</h2>
      <FilterBar>
        <FilterSelect
          label={t('releases.audit.remote')}
          allLabel={t('releases.audit.allRemotes')}
          value={filters.remote ?? ''}
          options={remoteOptions()}
          onChange={(value) => table.setFilter('remote', value)}
        />
      </FilterBar>
      {error && !page ? (
        <ErrorState
          title={t('releases.audit.loadFailed')}
          message={errorWords(error)}
          onRetry={retry}
        />
      ) : (
        <PagedTable<AuditRow>
          label={t('releases.audit.list')}
          loadingLabel={t('releases.audit.loading')}
          columns={columns}
          page={rows}
          isLoading={isLoading}
          table={table}
          emptyText={t('releases.audit.empty')}
          filteredText={t('releases.audit.filtered')}
          clearText={t('releases.audit.clear')}
        />
      )}
    </section>
  );
}
