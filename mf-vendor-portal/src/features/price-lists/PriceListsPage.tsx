import { useMemo } from 'react';
import { ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { Button } from 'shared/ui/antd';
import { useBasePath } from '../../basePath';
import { RecordTable, toApiQuery } from '../../components/RecordTable';
import { SearchBox } from '../../components/SearchBox';
import { priceListColumns } from './columns';
import {
  isRefusal,
  PriceListOwnerOnly,
  PriceListRefusal,
} from './components/PriceListAccess';
import { usePriceLists } from './hooks';
import '../../components/shopFloor.css';
import '../../components/vendorSales.css';
import './priceLists.css';

const NO_STORE =
  'You do not work with any store yet. A store invites you from its portal (Vendors); once you accept the invitation from its email, the store appears here and you can price its services.';

function PriceListsTable() {
  const basePath = useBasePath();
  const table = useTableQuery({ filterKeys: [] });
  const apiQuery = toApiQuery(table.apiQuery, [], []);
  const { page, error, isLoading, retry } = usePriceLists(apiQuery);
  const columns = useMemo(() => priceListColumns(basePath), [basePath]);
  const { search } = table.query;
  if (!page && isRefusal(error)) return <PriceListRefusal error={error} />;
  return (
    <div className="vp-page vp-page--wide vp-stack">
      <h1>Price List</h1>
      <p className="pl-intro">
        What each store you work with pays you for its services. Open a store to
        see your prices, or edit them.
      </p>
      <SearchBox
        label="Search the stores"
        placeholder="Store name"
        search={search}
        onSearch={table.setSearch}
      />
      {error && !page ? (
        <ErrorState
          title="We could not load your stores."
          message={error.message}
          onRetry={retry}
        />
      ) : (
        <RecordTable
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          ordering=""
          label="Stores you work with"
          loadingLabel="Loading your stores"
          empty={
            search ? (
              <>
                <span className="pl-empty">
                  No store you work with matches “{search}”.
                </span>
                <Button onClick={table.clear}>Show all stores</Button>
              </>
            ) : (
              NO_STORE
            )
          }
        />
      )}
    </div>
  );
}

/** The vendor's price lists (/portal/price-list): the stores it works with, searched and paged on the server, in the URL; the owner only. */
export function PriceListsPage() {
  return (
    <PriceListOwnerOnly>
      <PriceListsTable />
    </PriceListOwnerOnly>
  );
}
