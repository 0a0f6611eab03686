import { useMemo } from 'react';
import { RELEASE_REMOTES } from 'shared/contracts/releases';
import { ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { PagedTable } from 'shared/ui/table';
import { FilterBar, FilterSelect } from '../../../records/list/FilterBar';
import { auditColumns, type AuditRow } from '../columns';
import { useReleaseAudit } from '../hooks';
import { remoteLabel } from '../labels';

const REMOTE_OPTIONS = RELEASE_REMOTES.map((remote) => ({
  value: remote,
  label: remoteLabel(remote),
}));

/** The releases' audit, newest first, paged on the server and filtered by remote in the URL. */
export function AuditList() {
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
  const columns = useMemo(() => auditColumns(), []);

  return (
    <section className="rel-section" aria-labelledby="release-audit-title">
      <h2 id="release-audit-title">Changes</h2>
      <FilterBar>
        <FilterSelect
          label="Remote"
          allLabel="All remotes"
          value={filters.remote ?? ''}
          options={REMOTE_OPTIONS}
          onChange={(value) => table.setFilter('remote', value)}
        />
      </FilterBar>
      {error && !page ? (
        <ErrorState
          title="We could not load the changes."
          message={error.message}
          onRetry={retry}
        />
      ) : (
        <PagedTable<AuditRow>
          label="Changes to the releases"
          loadingLabel="Loading the changes"
          columns={columns}
          page={rows}
          isLoading={isLoading}
          table={table}
          emptyText="No change yet: every publish and roll-out change is listed here."
          filteredText="This remote has no change yet."
          clearText="Show every remote"
        />
      )}
    </section>
  );
}
