import { useMemo } from 'react';
import { ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { localiseErrorMessage } from 'shared/i18n';
import { Button } from 'shared/ui/antd';
import { useBasePath } from '../../basePath';
import { RecordTable, toApiQuery } from '../../components/RecordTable';
import { SearchBox } from '../../components/SearchBox';
import { useVendorT } from '../../i18n/t';
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

function PriceListsTable() {
  const basePath = useBasePath();
  const t = useVendorT();
  const table = useTableQuery({ filterKeys: [] });
  const apiQuery = toApiQuery(table.apiQuery, [], []);
  const { page, error, isLoading, retry } = usePriceLists(apiQuery);
  const columns = useMemo(() => priceListColumns(basePath, t), [basePath, t]);
  const { search } = table.query;
  if (!page && isRefusal(error)) return <PriceListRefusal error={error} />;
  return (
    <div className="vp-page vp-page--wide vp-stack">
      <h1>{t('lists.priceLists.title')}</h1>
      <p className="pl-intro">{t('lists.priceLists.intro')}</p>
      <SearchBox
        label={t('lists.priceLists.searchLabel')}
        placeholder={t('lists.priceLists.searchPlaceholder')}
        search={search}
        onSearch={table.setSearch}
      />
      {error && !page ? (
        <ErrorState
          title={t('lists.priceLists.loadFailed')}
          message={localiseErrorMessage(error.message)}
          onRetry={retry}
        />
      ) : (
        <RecordTable
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          ordering=""
          label={t('lists.priceLists.tableLabel')}
          loadingLabel={t('lists.priceLists.loading')}
          empty={
            search ? (
              <>
                <span className="pl-empty">
                  {t('lists.priceLists.noMatch', { search })}
                </span>
                <Button onClick={table.clear}>
                  {t('lists.priceLists.showAll')}
                </Button>
              </>
            ) : (
              t('lists.priceLists.noStore')
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
