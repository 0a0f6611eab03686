import { Link } from 'shared/router';
import type { StorePriceListSummary } from 'shared/contracts/storePriceLists';
import type { TableColumnsType } from 'shared/ui/antd';
import { Button } from 'shared/ui/antd';
import type { Translate } from '../../../i18n/t';

type Row = StorePriceListSummary;

/** What a row links to and offers. */
export interface PriceListRowActions {
  canDelete: boolean;
  editPath: (id: number) => string;
  onDelete: (row: Row) => void;
  t: Translate;
}

/** The price lists table's columns: name (opens the editor), counts, active, delete. */
export function priceListColumns(
  actions: PriceListRowActions,
): TableColumnsType<Row> {
  const { t } = actions;
  return [
    {
      title: t('priceLists.name'),
      key: 'name',
      render: (_: unknown, row: Row) => (
        <Link to={actions.editPath(row.id)}>{row.name}</Link>
      ),
    },
    {
      title: t('priceLists.services'),
      key: 'service_count',
      render: (_: unknown, row: Row) => row.service_count,
    },
    {
      title: t('priceLists.customers'),
      key: 'customer_count',
      render: (_: unknown, row: Row) => row.customer_count,
    },
    {
      title: t('priceLists.active'),
      key: 'is_active',
      render: (_: unknown, row: Row) =>
        row.is_active ? t('priceLists.active') : t('priceLists.inactive'),
    },
    ...(actions.canDelete
      ? [
          {
            title: t('priceLists.actions'),
            key: 'actions',
            render: (_: unknown, row: Row) => (
              <Button
                size="small"
                danger
                aria-label={t('priceLists.deleteNamed', { name: row.name })}
                onClick={() => actions.onDelete(row)}
              >
                {t('priceLists.delete')}
              </Button>
            ),
          },
        ]
      : []),
  ];
}
