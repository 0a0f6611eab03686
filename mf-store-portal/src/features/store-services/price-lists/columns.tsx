import { Link } from 'shared/router';
import type { StorePriceListSummary } from 'shared/contracts/storePriceLists';
import type { TableColumnsType } from 'shared/ui/antd';
import { Button } from 'shared/ui/antd';

type Row = StorePriceListSummary;

/** What a row links to and offers. */
export interface PriceListRowActions {
  canDelete: boolean;
  editPath: (id: number) => string;
  onDelete: (row: Row) => void;
}

/** The price lists table's columns: name (opens the editor), counts, active, delete. */
export function priceListColumns(
  actions: PriceListRowActions,
): TableColumnsType<Row> {
  return [
    {
      title: 'Name',
      key: 'name',
      render: (_: unknown, row: Row) => (
        <Link to={actions.editPath(row.id)}>{row.name}</Link>
      ),
    },
    {
      title: 'Services',
      key: 'service_count',
      render: (_: unknown, row: Row) => row.service_count,
    },
    {
      title: 'Customers',
      key: 'customer_count',
      render: (_: unknown, row: Row) => row.customer_count,
    },
    {
      title: 'Active',
      key: 'is_active',
      render: (_: unknown, row: Row) => (row.is_active ? 'Active' : 'Inactive'),
    },
    ...(actions.canDelete
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, row: Row) => (
              <Button
                size="small"
                danger
                aria-label={`Delete ${row.name}`}
                onClick={() => actions.onDelete(row)}
              >
                Delete
              </Button>
            ),
          },
        ]
      : []),
  ];
}
